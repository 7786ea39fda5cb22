import { useLayoutEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Carousel } from '../../components/Carousel/Carousel.tsx';
import { Dialog, PopoverDialog } from '../../components/Dialog/Dialog.tsx';
import { isPopoverOpen } from '../../components/Dialog/popover.ts';
import { FaqList } from '../../components/Faq/FaqList.tsx';
import { Figure, PageHeader, Section, SkeletonBlock } from '../../components/Page/Page.tsx';
import { RichProse } from '../../components/RichText/RichProse.tsx';
import { Registration } from '../../components/Registration/Registration.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useScrollToHash } from '../../components/Page/useScrollToHash.ts';
import { TestimonialCard } from '../../components/Testimonial/Testimonial.tsx';
import { useLang } from '../../app/i18n/lang.tsx';
import { useHydrated } from '../../app/ssr/clientValues.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useInventionPageQuery, type InventionPageQuery } from './invention.generated.ts';
import { stages } from './scoring.ts';
import styles from './InventionPage.module.css';

const messages = defineMessages({
  description: { id: 'seo.invention.description' },
  lead: { id: 'invention.lead' },
  explain: { id: 'invention.explain.title' },
  qualification: { id: 'invention.qualification.title' },
  selection: { id: 'invention.selection.title' },
  schedule: { id: 'invention.schedule.title' },
  rewards: { id: 'invention.rewards.title' },
  template: { id: 'invention.template.title' },
  download: { id: 'invention.template.download' },
  summary: { id: 'invention.summary.title' },
  faq: { id: 'invention.faq.title' },
  recommend: { id: 'invention.recommend.title' },
  teams: { id: 'invention.teams.title' },
  teamOpen: { id: 'invention.teams.open' },
  teamSchool: { id: 'invention.teams.school' },
  teamAward: { id: 'invention.teams.award' },
  teamMembers: { id: 'invention.teams.members' },
  registration: { id: 'invention.registration.title' },
  criterion: { id: 'invention.scoring.criterion' },
  points: { id: 'invention.scoring.points' },
  total: { id: 'invention.scoring.total' },
  weight: { id: 'invention.scoring.weight' },
  prizeAward: { id: 'invention.prize.award' },
  prizeAmount: { id: 'invention.prize.amount' },
  prizeQuota: { id: 'invention.prize.quota' },
  college: { id: 'invention.group.college' },
  vocational: { id: 'invention.group.vocational' },
  empty: { id: 'invention.empty' },
});

type Page = InventionPageQuery['inventionPage'];
type Team = Page['teams'][number];

const groups = ['COLLEGE', 'VOCATIONAL'] as const;

/** The element id of a team's details before hydration (a popover its button opens). */
const teamDetailsId = (team: Team) => `team-${team.id}`;

/** The competition page (spec §2): every footer anchor of the page is one of its sections. */
export default function InventionPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.invention);
  usePageMeta(title, intl.formatMessage(messages.description));
  const { data } = useInventionPageQuery();
  useScrollToHash(data !== undefined);
  const page = data?.inventionPage;
  const [team, setTeam] = useState<Team | null>(null);
  // A team's details opened as a popover before hydration are shown in the modal dialog instead.
  useLayoutEffect(() => {
    const shown = page?.teams.find((t) => {
      const details = document.getElementById(teamDetailsId(t));
      return details !== null && isPopoverOpen(details);
    });
    if (!shown) return;
    document.querySelector<HTMLElement>(`[popovertarget="${teamDetailsId(shown)}"]`)?.focus();
    setTeam(shown);
    // Once, as the page hydrates: later renders have no popovers.
  }, []);
  const groupName = (g: 'COLLEGE' | 'VOCATIONAL') => intl.formatMessage(g === 'COLLEGE' ? messages.college : messages.vocational);

  const sections = (anchor: Page['sections'][number]['anchor']) => page?.sections.filter((s) => s.anchor === anchor) ?? [];
  const prose = (anchor: Page['sections'][number]['anchor']) =>
    page ? sections(anchor).map((s) => <RichProse key={s.id} document={s.body} headingLevel={3} />) : <SkeletonBlock />;

  return (
    <>
      <PageHeader title={title} lead={intl.formatMessage(messages.lead)} />

      <Section id="explain" title={intl.formatMessage(messages.explain)}>
        {prose('DESCRIPTION')}
      </Section>

      {/* Until the data arrives only the first section stands, over a screen-tall placeholder: the
          others then appear below it instead of being pushed down by text of unknown length. */}
      {page ? (
        <>
          <Section id="qualification" title={intl.formatMessage(messages.qualification)} tone="soft">
            {prose('ELIGIBILITY')}
          </Section>

          <Section id="selection" title={intl.formatMessage(messages.selection)}>
            {prose('SELECTION')}
            <div className={styles.tables}>
              {stages.map((stage) => {
                const sum = stage.criteria.reduce((total, c) => total + c.points, 0);
                return (
                  <table key={stage.key} className={styles.table}>
                    <caption>
                      {intl.formatMessage(stage.title)}
                      <span className={styles.weight}>{intl.formatMessage(messages.weight, { weight: stage.weight })}</span>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{intl.formatMessage(messages.criterion)}</th>
                        <th scope="col">{intl.formatMessage(messages.points)}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {stage.criteria.map((c) => (
                        <tr key={c.label.id}>
                          <th scope="row">{intl.formatMessage(c.label)}</th>
                          <td>{c.points}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">{intl.formatMessage(messages.total)}</th>
                        <td>{sum}</td>
                      </tr>
                      <tr>
                        <td colSpan={2} className={styles.note}>
                          {intl.formatMessage(stage.note)}
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                );
              })}
            </div>
          </Section>

          <Section id="schedule" title={intl.formatMessage(messages.schedule)} tone="soft">
            {prose('SCHEDULE')}
          </Section>

          <Section id="rewards" title={intl.formatMessage(messages.rewards)}>
            {prose('REWARDS')}
            {page && page.prizes.length > 0 ? (
              <div className={styles.tables}>
                {groups.map((g) => {
                  const prizes = page.prizes.filter((p) => p.group === g);
                  if (prizes.length === 0) return null;
                  return (
                    <table key={g} className={styles.table}>
                      <caption>{groupName(g)}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{intl.formatMessage(messages.prizeAward)}</th>
                          <th scope="col">{intl.formatMessage(messages.prizeAmount)}</th>
                          <th scope="col">{intl.formatMessage(messages.prizeQuota)}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {prizes.map((p) => (
                          <tr key={p.id}>
                            <th scope="row">
                              {p.title}
                              {p.description ? <span className={styles.prizeNote}>{p.description}</span> : null}
                            </th>
                            <td>{intl.formatNumber(p.amount, { style: 'currency', currency: 'TWD', maximumFractionDigits: 0 })}</td>
                            <td>{p.quota}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  );
                })}
              </div>
            ) : null}
          </Section>

          <Section id="template" title={intl.formatMessage(messages.template)} tone="soft">
            {page
              ? sections('TEMPLATE').map((s) => (
                  <div key={s.id}>
                    <RichProse document={s.body} headingLevel={3} />
                    {s.file ? (
                      <a href={s.file} className={`button button-secondary ${styles.download}`} download>
                        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                          <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                        {intl.formatMessage(messages.download)}
                      </a>
                    ) : null}
                  </div>
                ))
              : <SkeletonBlock />}
          </Section>

          <Section id="summary" title={intl.formatMessage(messages.summary)}>
            <div className={styles.groupGrid}>
              {page ? (
                sections('SUMMARY').map((s) => (
                  <article key={s.id} className={styles.groupCard}>
                    <h3 className={styles.cardTitle}>{s.title}</h3>
                    <RichProse document={s.body} headingLevel={4} />
                  </article>
                ))
              ) : (
                <SkeletonBlock />
              )}
            </div>
          </Section>

          <Section id="q-and-a" title={intl.formatMessage(messages.faq)} tone="soft">
            {page ? <FaqList items={page.faqs} /> : <SkeletonBlock />}
          </Section>

          <Section id="recommend" title={intl.formatMessage(messages.recommend)}>
            {page && page.recommendations.length > 0 ? (
              <Carousel
                label={intl.formatMessage(messages.recommend)}
                items={page.recommendations.map((r, i) => ({
                  key: r.id ?? String(i),
                  label: r.person,
                  content: <TestimonialCard item={r} />,
                }))}
              />
            ) : page ? (
              <p>{intl.formatMessage(messages.empty)}</p>
            ) : (
              <SkeletonBlock />
            )}
          </Section>

          <Section id="history-team" title={intl.formatMessage(messages.teams)} tone="soft">
            {page ? <TeamCards teams={page.teams} onOpen={setTeam} /> : <SkeletonBlock />}
          </Section>

          <Section id="registration" title={intl.formatMessage(messages.registration)}>
            {page ? (
              <Registration session={page.session} applyTo={localPath(lang, 'invention-apply', 'team-data', 'new')} />
            ) : (
              <SkeletonBlock />
            )}
          </Section>
        </>
      ) : (
        <div className={styles.pending} aria-hidden="true" />
      )}

      <Dialog open={team !== null} onClose={() => setTeam(null)} title={team?.name ?? ''}>
        {team ? <TeamDetails team={team} eager /> : null}
      </Dialog>
    </>
  );
}

/**
 * The teams' cards. Until hydration (and with JavaScript off) each button opens the team's details
 * as a popover; hydrated, it opens the page's modal dialog. Only this part re-renders when React
 * takes the buttons over, not the whole page.
 */
function TeamCards({ teams, onOpen }: { teams: Team[]; onOpen: (team: Team) => void }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <>
      <ul className={styles.teamGrid}>
        {teams.map((t) => (
          <li key={t.id} className={styles.teamCard}>
            <Figure src={t.image} alt="" width={1200} height={800} />
            <div className={styles.teamBody}>
              <p className={styles.teamMeta}>
                {t.year} · {t.award}
              </p>
              <h3 className={styles.cardTitle}>{t.name}</h3>
              <p className={styles.teamSchool}>{t.school}</p>
              <button
                type="button"
                className="button button-secondary"
                popoverTarget={hydrated ? undefined : teamDetailsId(t)}
                onClick={() => onOpen(t)}
              >
                {intl.formatMessage(messages.teamOpen, { name: t.name })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {hydrated
        ? null
        : teams.map((t) => (
            <PopoverDialog key={t.id} id={teamDetailsId(t)} title={t.name}>
              <TeamDetails team={t} />
            </PopoverDialog>
          ))}
    </>
  );
}

/** A team's details, in its dialog (its image is loaded once the details are shown). */
function TeamDetails({ team, eager = false }: { team: Team; eager?: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.teamDialog}>
      <Figure src={team.image} alt="" width={1200} height={800} eager={eager} />
      <dl className={styles.teamFacts}>
        <div>
          <dt>{intl.formatMessage(messages.teamSchool)}</dt>
          <dd>{team.school}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.teamAward)}</dt>
          <dd>
            {team.year} · {team.award}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.teamMembers)}</dt>
          <dd>{intl.formatList(team.members, { type: 'conjunction' })}</dd>
        </div>
      </dl>
      <p>{team.summary}</p>
    </div>
  );
}
