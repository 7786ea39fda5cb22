import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath, type Lang } from '../../../app/paths.ts';
import type { ContentFieldInput } from '../../../generated/types.ts';
import styles from '../common/page.module.css';
import { ToolbarSelect } from '../common/Toolbar.tsx';
import content from './content.module.css';
import { familySegment } from './families.ts';
import type { FamilySpec } from './fieldValues.ts';
import { unsavedSegment, writePreviewDraft } from './previewDraft.ts';
import { previewFamilies } from './previewPath.ts';

type Width = 'desktop' | 'phone';

const languageNames = { zhTw: 'staff.content.language.zhTw', en: 'staff.content.language.en' } as const satisfies Record<Lang, string>;

/**
 * The record as its public page would show it, with the form's values saved or not (issue 21
 * item 5): in either language, at desktop or phone width, in a frame only this officer's tab can
 * fill. Nothing shows for a family whose page is not previewed.
 */
export function PreviewPanel({ spec, id, values }: { spec: FamilySpec; id: string | null; values: () => ContentFieldInput[] }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const lang = useLang();
  const [language, setLanguage] = useState<Lang>(lang);
  const [width, setWidth] = useState<Width>('desktop');
  // Each showing loads the frame again with the values of that moment (the number says nothing else).
  const [shown, setShown] = useState(0);
  if (!previewFamilies.has(spec.family)) return null;
  const segment = id ?? unsavedSegment;

  const show = () => {
    writePreviewDraft(spec.family, segment, values());
    setShown((count) => count + 1);
  };

  return (
    <section className={`${styles.panel} ${content.widePanel}`} aria-labelledby="content-preview-heading">
      <h2 id="content-preview-heading">{f({ id: 'staff.content.preview.title' })}</h2>
      <p className={styles.muted}>{f({ id: 'staff.content.preview.intro' })}</p>
      <div className={styles.toolbar}>
        <ToolbarSelect label={f({ id: 'staff.content.preview.language' })} value={language} onChange={(value) => setLanguage(value as Lang)}>
          <option value="zhTw">{f({ id: languageNames.zhTw })}</option>
          <option value="en">{f({ id: languageNames.en })}</option>
        </ToolbarSelect>
        <ToolbarSelect label={f({ id: 'staff.content.preview.width' })} value={width} onChange={(value) => setWidth(value as Width)}>
          <option value="desktop">{f({ id: 'staff.content.preview.desktop' })}</option>
          <option value="phone">{f({ id: 'staff.content.preview.phone' })}</option>
        </ToolbarSelect>
        <button type="button" className="button button-secondary" onClick={show}>
          {f({ id: shown > 0 ? 'staff.content.preview.refresh' : 'staff.content.preview.show' })}
        </button>
      </div>
      {shown > 0 ? (
        <iframe
          key={shown}
          className={width === 'phone' ? `${content.previewFrame} ${content.previewPhone}` : content.previewFrame}
          title={f({ id: 'staff.content.preview.frame' }, { language: f({ id: languageNames[language] }) })}
          src={localPath(language, 'staff', 'preview', familySegment(spec.family), segment)}
        />
      ) : null}
    </section>
  );
}
