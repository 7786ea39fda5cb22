import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { useApply } from './applyContext.ts';
import { applyMessages } from './messages.ts';
import type { SaveConflict } from './useSaveApplication.ts';
import styles from './Apply.module.css';

interface StepActionsProps {
  /** The route of the step before, or null on the first. */
  previous: string | null;
  onSaveDraft: () => void;
  /** Called as Next (the form's submit button) is pressed. */
  onNext: () => void;
  conflict: SaveConflict;
  onReload: () => void;
}

/** Save draft, Previous and Next (which saves too), and what a conflicting save can do next. */
export function StepActions({ previous, onSaveDraft, onNext, conflict, onReload }: StepActionsProps) {
  const intl = useIntl();
  const lang = useLang();
  const apply = useApply();
  return (
    <>
      {conflict ? <ConflictNotice conflict={conflict} onReload={onReload} listPath={apply.programme.listPath(lang)} /> : null}
      <div className={styles.actions}>
        {previous ? (
          <Link to={apply.programme.path(lang, previous, apply.id)} className={`button button-secondary ${styles.previous}`}>
            {intl.formatMessage(applyMessages.previous)}
          </Link>
        ) : null}
        <button type="button" className="button button-secondary" onClick={onSaveDraft}>
          {intl.formatMessage(applyMessages.saveDraft)}
        </button>
        <button type="submit" className="button button-primary" onClick={onNext}>
          {intl.formatMessage(applyMessages.next)}
        </button>
      </div>
    </>
  );
}

/**
 * The application changed elsewhere (another tab, another device): reading it again takes its new
 * version while what was typed here stays in the form, to be saved over it. Or the member already
 * has an application in this session: theirs is in the list.
 */
function ConflictNotice({ conflict, onReload, listPath }: { conflict: Exclude<SaveConflict, null>; onReload: () => void; listPath: string }) {
  const intl = useIntl();
  return (
    <div className={styles.notice} role="alert">
      {conflict === 'changed' ? (
        <>
          <p>{intl.formatMessage(applyMessages.conflictChanged)}</p>
          <button type="button" className="button button-secondary" onClick={onReload}>
            {intl.formatMessage(applyMessages.conflictReload)}
          </button>
        </>
      ) : (
        <>
          <p>{intl.formatMessage(applyMessages.conflictExists)}</p>
          <Link to={listPath} className="button button-secondary">
            {intl.formatMessage(applyMessages.conflictOpen)}
          </Link>
        </>
      )}
    </div>
  );
}
