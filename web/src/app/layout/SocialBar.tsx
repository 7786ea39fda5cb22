import { defineMessages, useIntl } from 'react-intl';
import { useSiteFrameQuery } from './frame.generated.ts';
import { SocialIcon, socialLabels } from '../../components/SocialIcon/SocialIcon.tsx';
import styles from './SocialBar.module.css';

const messages = defineMessages({ label: { id: 'socialBar.label' } });

/** The fixed social bar (spec §2), from `siteSettings.socialLinks`. */
export function SocialBar() {
  const intl = useIntl();
  const { data } = useSiteFrameQuery();
  const links = data?.siteSettings.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label={intl.formatMessage(messages.label)}>
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
