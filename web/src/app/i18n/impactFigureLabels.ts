import { defineMessages } from 'react-intl';

/** What each impact figure counts (rules' `impactFigureKeys`): the home page and the studio say it alike. */
export const impactFigureLabels = defineMessages({
  assisted: { id: 'home.impact.assisted' },
  clarified: { id: 'home.impact.clarified' },
  solved: { id: 'home.impact.solved' },
  interaction: { id: 'home.impact.interaction' },
  teams: { id: 'home.impact.teams' },
  participants: { id: 'home.impact.participants' },
  funds: { id: 'home.impact.funds' },
});
