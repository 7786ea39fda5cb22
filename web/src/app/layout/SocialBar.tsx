import { useEffect, useRef, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSiteFrameQuery } from './frame.generated.ts';
import { SocialIcon, socialLabels } from '../../components/SocialIcon/SocialIcon.tsx';
import styles from './SocialBar.module.css';

const messages = defineMessages({ label: { id: 'socialBar.label' } });
const LABEL_ID = 'social-bar-label';

/**
 * The fixed social bar (spec §2), from `siteSettings.socialLinks`: a strip at the foot of narrow
 * screens, a column in the right margin of wide ones.
 */
export function SocialBar() {
  const intl = useIntl();
  const { data } = useSiteFrameQuery();
  const links = data?.siteSettings.socialLinks ?? [];
  const barRef = useRef<HTMLElement>(null);
  useKeepFocusClear(barRef);
  if (links.length === 0) return null;
  return (
    <aside ref={barRef} className={styles.bar} aria-labelledby={LABEL_ID}>
      <p id={LABEL_ID} className={styles.label}>
        {intl.formatMessage(messages.label)}
      </p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <SocialIcon network={link.network} />
              <span className="visually-hidden">{intl.formatMessage(socialLabels[link.network])}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * Browsers scroll a focused field into view only when it is wholly off screen, so one that lands
 * half behind the strip stays there: move it above (html's scroll-padding-bottom says how far).
 */
function useKeepFocusClear(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const bar = barRef.current;
      const target = event.target;
      if (!bar || !(target instanceof Element) || bar.contains(target)) return;
      const a = target.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      const covered = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      if (covered) target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [barRef]);
}
