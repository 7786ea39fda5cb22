import { impactFigureKeys, impactUnits, socialNetworks } from '@yip/rules';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { impactFigureLabels as figureLabels } from '../../../app/i18n/impactFigureLabels.ts';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { FieldArray, SelectField, TextField } from '../../../components/Form/index.ts';
import { Failure } from '../common/Failure.tsx';
import styles from '../common/page.module.css';
import { figuresFormSchema, figuresInput, figuresValues, linksFormSchema, linksInput, linksValues } from './settingsForms.ts';
import { SettingForm } from './SettingForm.tsx';
import { SettingHistory, type SettingLine, type SettingRevision } from './SettingHistory.tsx';
import { useStaffSaveImpactFiguresMutation, useStaffSaveSocialLinksMutation, useStaffSiteSettingsQuery, type StaffSiteSettingsFieldsFragment } from './siteSettings.generated.ts';

const unitLabels = defineMessages({
  percent: { id: 'staff.settings.unit.percent' },
  count: { id: 'staff.settings.unit.count' },
  plus: { id: 'staff.settings.unit.plus' },
});

const networkLabels = defineMessages({
  facebook: { id: 'staff.settings.network.facebook' },
  instagram: { id: 'staff.settings.network.instagram' },
  youtube: { id: 'staff.settings.network.youtube' },
});

/**
 * The settings a section's form stands on (`latest`: after a save or a restore) and a key that gives
 * the form a restored value: the form keeps its own values otherwise.
 */
function useSectionSettings(settings: StaffSiteSettingsFieldsFragment) {
  const [latest, setLatest] = useState(settings);
  const [restores, setRestores] = useState(0);
  const restored = (next: StaffSiteSettingsFieldsFragment) => {
    setLatest(next);
    setRestores((count) => count + 1);
  };
  return { latest, setLatest, formKey: restores, restored };
}

/** `/{lang}/staff/settings`: the home page's impact figures and the social links, edited as records are (issue 21), each with its history. */
export default function SiteSettingsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.staffSiteSettings);
  usePageTitle(title);
  const { data, loading, error } = useStaffSiteSettingsQuery({ fetchPolicy: 'network-only' });
  const settings = data?.staffSiteSettings;

  return (
    <section className={styles.page} aria-labelledby="staff-settings-title">
      <h1 id="staff-settings-title">{title}</h1>
      <p>{intl.formatMessage({ id: 'staff.settings.intro' })}</p>
      {error && !settings ? <Failure id="staff.error.load" /> : null}
      {loading && !settings ? <p aria-busy="true">{intl.formatMessage({ id: 'staff.loading' })}</p> : null}
      {settings ? (
        <>
          <ImpactFiguresSection settings={settings} />
          <SocialLinksSection settings={settings} />
        </>
      ) : null}
    </section>
  );
}

function ImpactFiguresSection({ settings }: { settings: StaffSiteSettingsFieldsFragment }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const [save] = useStaffSaveImpactFiguresMutation({ context: { silentErrors: true } });
  const section = useSectionSettings(settings);
  // A key the home page cannot label is shown as itself (the server no longer accepts one).
  const figureName = (key: string) => (Object.hasOwn(figureLabels, key) ? f(figureLabels[key as keyof typeof figureLabels]) : key);
  const unitName = (unit: string) => f(unitLabels[unit.toLowerCase() as keyof typeof unitLabels]);
  const lines = (value: StaffSiteSettingsFieldsFragment | SettingRevision): SettingLine[] =>
    (value.impactFigures ?? []).map((figure) => ({ key: figure.key, label: figureName(figure.key), text: `${intl.formatNumber(figure.value)} (${unitName(figure.unit)})` }));
  return (
    <section className={styles.panel} aria-labelledby="staff-settings-figures">
      <h2 id="staff-settings-figures">{f({ id: 'staff.settings.figures.title' })}</h2>
      <SettingForm
        key={section.formKey}
        labelledBy="staff-settings-figures"
        schema={figuresFormSchema}
        settings={section.latest}
        onAdopt={section.setLatest}
        values={figuresValues}
        version={(each) => each.impactFiguresVersion}
        save={async (version, values) => {
          const { data } = await save({ variables: { input: figuresInput(version, values) } });
          if (!data) throw new Error('no answer');
          return data.staffSaveImpactFigures;
        }}
        theirs={(theirs) => (
          <ul>
            {theirs.impactFigures.map((figure) => (
              <li key={figure.key}>
                {figureName(figure.key)}: {figure.value} ({unitName(figure.unit)})
              </li>
            ))}
          </ul>
        )}
      >
        <FieldArray
          name="figures"
          legend={f({ id: 'staff.settings.figures.legend' })}
          hint={f({ id: 'staff.settings.figures.hint' })}
          min={0}
          max={impactFigureKeys.length}
          newItem={() => ({ key: '', value: '', unit: '' })}
          itemLegend={(index) => f({ id: 'staff.settings.figures.item' }, { n: index + 1 })}
          addLabel={f({ id: 'staff.settings.figures.add' })}
          removeLabel={(index) => f({ id: 'staff.settings.figures.remove' }, { n: index + 1 })}
        >
          {({ path }) => (
            <div className={styles.side}>
              <SelectField
                name={`${path}.key`}
                label={f({ id: 'staff.settings.figures.key' })}
                options={impactFigureKeys.map((key) => ({ value: key, label: figureName(key) }))}
                required
              />
              <TextField name={`${path}.value`} inputMode="decimal" label={f({ id: 'staff.settings.figures.value' })} required />
              <SelectField
                name={`${path}.unit`}
                label={f({ id: 'staff.settings.figures.unit' })}
                options={impactUnits.map((unit) => ({ value: unit, label: f(unitLabels[unit]) }))}
                required
              />
            </div>
          )}
        </FieldArray>
      </SettingForm>
      <SettingHistory setting="IMPACT_FIGURES" settings={section.latest} version={(each) => each.impactFiguresVersion} lines={lines} onRestored={section.restored} />
    </section>
  );
}

function SocialLinksSection({ settings }: { settings: StaffSiteSettingsFieldsFragment }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const [save] = useStaffSaveSocialLinksMutation({ context: { silentErrors: true } });
  const section = useSectionSettings(settings);
  const networkName = (network: string) => f(networkLabels[network.toLowerCase() as keyof typeof networkLabels]);
  const lines = (value: StaffSiteSettingsFieldsFragment | SettingRevision): SettingLine[] =>
    (value.socialLinks ?? []).map((link) => ({ key: link.network, label: networkName(link.network), text: link.url }));
  return (
    <section className={styles.panel} aria-labelledby="staff-settings-links">
      <h2 id="staff-settings-links">{f({ id: 'staff.settings.links.title' })}</h2>
      <SettingForm
        key={section.formKey}
        labelledBy="staff-settings-links"
        schema={linksFormSchema}
        settings={section.latest}
        onAdopt={section.setLatest}
        values={linksValues}
        version={(each) => each.socialLinksVersion}
        save={async (version, values) => {
          const { data } = await save({ variables: { input: linksInput(version, values) } });
          if (!data) throw new Error('no answer');
          return data.staffSaveSocialLinks;
        }}
        theirs={(theirs) => (
          <ul>
            {theirs.socialLinks.map((link) => (
              <li key={link.network}>
                {networkName(link.network)}: <span className={styles.code}>{link.url}</span>
              </li>
            ))}
          </ul>
        )}
      >
        <FieldArray
          name="links"
          legend={f({ id: 'staff.settings.links.legend' })}
          min={0}
          max={socialNetworks.length}
          newItem={() => ({ network: '', url: '' })}
          itemLegend={(index) => f({ id: 'staff.settings.links.item' }, { n: index + 1 })}
          addLabel={f({ id: 'staff.settings.links.add' })}
          removeLabel={(index) => f({ id: 'staff.settings.links.remove' }, { n: index + 1 })}
        >
          {({ path }) => (
            <div className={styles.side}>
              <SelectField
                name={`${path}.network`}
                label={f({ id: 'staff.settings.links.network' })}
                options={socialNetworks.map((network) => ({ value: network, label: f(networkLabels[network]) }))}
                required
              />
              <TextField name={`${path}.url`} type="url" inputMode="url" lang="en" label={f({ id: 'staff.settings.links.url' })} required />
            </div>
          )}
        </FieldArray>
      </SettingForm>
      <SettingHistory setting="SOCIAL_LINKS" settings={section.latest} version={(each) => each.socialLinksVersion} lines={lines} onRestored={section.restored} />
    </section>
  );
}
