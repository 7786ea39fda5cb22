import { createElement, Fragment, type ReactElement } from 'react';

/** What every floor page shows: an apply step's frame, as the server paints it before any script. */
export const FRAME_HTML =
  '<h1>Team data</h1><p>Fill in your team: the members, their schools and the advisor. What you type is kept as a draft until you submit.</p>';

export function Frame({ children }: { children?: ReactElement }): ReactElement {
  return createElement(
    Fragment,
    null,
    createElement('h1', null, 'Team data'),
    createElement('p', null, 'Fill in your team: the members, their schools and the advisor. What you type is kept as a draft until you submit.'),
    children,
  );
}
