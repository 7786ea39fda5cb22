// The floor of React alone: the frame hydrated, nothing else.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Frame } from './frame.ts';

hydrateRoot(document.getElementById('root')!, createElement(Frame));
