// First-run content of the academy (education/*: Impact Workshops, Impact Tours, their history)
// and the study section (book/*: SROI, impact and alumni reports, past publications).
import { paragraphs, t, type Records, type SeedHelpers } from './helpers.ts';

export function learningRecords({ cover, document, taipei, date, year }: SeedHelpers): Records {
  const report = (file: string, title: string, lines: string[]) => document({ file: `${file}.pdf`, title, lines });
  const photos = (slug: string, palette: number, count: number) =>
    Array.from({ length: count }, (_, i) => cover(`${slug}-${i + 1}`, palette + i));

  return {
    'education/banner': [
      {
        title: t('公益學院', 'Academy'),
        subtitle: t('影響力工作坊與影響力走讀，把關心化為行動的能力。', 'Impact Workshops and Impact Tours turn concern into the ability to act.'),
        image: cover('education-banner', 3),
      },
    ],
    'education/think': [
      {
        title: t('影響力工作坊：問題拆解', 'Impact Workshop: framing the problem'),
        summary: t('用一個週末練習把模糊的社會問題拆成可以行動的小問題。', 'A weekend of practice breaking vague social problems into questions you can act on.'),
        content: paragraphs(
          ['第一天學習利害關係人地圖與問題樹，第二天帶著問題到社區訪談。', 'On day one you learn stakeholder maps and problem trees; on day two you take your questions into a community.'],
          ['適合正在構思公益行動、準備參加競賽或孵化計畫的青年。', 'For young people shaping a public-interest idea or preparing for the competition or incubator.'],
        ),
        startAt: taipei(21, 9, 30),
        endAt: taipei(22, 17),
        place: t('臺北市中正區 青年創新基地', 'Youth Innovation Hub, Zhongzheng District, Taipei'),
        status: 'ongoing',
        cover: cover('education-think-framing', 1),
        signupUrl: 'https://forms.example.org/impact-workshop-framing',
      },
      {
        title: t('影響力工作坊：影響力評估', 'Impact Workshop: measuring impact'),
        summary: t('學習設定指標、蒐集資料並說出有說服力的影響力故事。', 'Learn to set indicators, gather data and tell a convincing impact story.'),
        content: paragraphs(
          ['從改變理論出發，練習為自己的計畫設計產出、成果與影響指標。', 'Starting from a theory of change, you design output, outcome and impact indicators for your own project.'],
          ['課程最後介紹社會投資報酬率（SROI）的計算方法與常見誤區。', 'The course ends with how social return on investment (SROI) is calculated and the usual pitfalls.'],
        ),
        startAt: taipei(35, 13),
        endAt: taipei(35, 18),
        place: t('臺中市西區 社會創新中心', 'Social Innovation Centre, West District, Taichung'),
        status: 'ongoing',
        cover: cover('education-think-measuring', 2),
        signupUrl: 'https://forms.example.org/impact-workshop-measuring',
      },
      {
        title: t('影響力工作坊：說一個好的提案故事', 'Impact Workshop: telling a good proposal story'),
        summary: t('十分鐘讓評審記住你：簡報結構、數據呈現與問答練習。', 'Make judges remember you in ten minutes: pitch structure, presenting data and Q&A practice.'),
        content: paragraphs(
          ['由歷屆評審示範如何在五分鐘內說清楚問題、解方與成果。', 'Former judges show how to explain the problem, the solution and results in five minutes.'],
          ['每位學員上台演練並獲得個別回饋。', 'Every participant pitches on stage and gets individual feedback.'],
        ),
        startAt: taipei(-60, 9),
        endAt: taipei(-60, 16),
        place: t('高雄市前金區 青年局會議室', 'Youth Bureau meeting room, Qianjin District, Kaohsiung'),
        status: 'past',
        cover: cover('education-think-pitching', 6),
      },
    ],
    'education/walk': [
      {
        title: t('影響力走讀：老街裡的長照站', 'Impact Tour: a care station on an old street'),
        summary: t('走訪社區長照據點，聽照服員分享日常與挑戰。', 'Visit a community care station and hear carers talk about their days and challenges.'),
        content: paragraphs(
          ['我們會一起參與據點的午間共餐，並與長者、照服員座談。', 'We join the station’s shared lunch and talk with elders and carers.'],
          ['走讀後以小組討論回顧：科技可以在哪裡幫上忙，又在哪裡不該介入。', 'Afterwards small groups discuss where technology could help and where it should stay out.'],
        ),
        startAt: taipei(14, 10),
        endAt: taipei(14, 15),
        place: t('新北市三峽區 老街社區照顧關懷據點', 'Old Street community care station, Sanxia District, New Taipei'),
        status: 'ongoing',
        cover: cover('education-walk-care-station', 0),
        signupUrl: 'https://forms.example.org/impact-tour-care-station',
      },
      {
        title: t('影響力走讀：漁村的循環經濟', 'Impact Tour: a circular economy in a fishing village'),
        summary: t('跟著漁民回收漁網，看見海洋垃圾變成產品的過程。', 'Collect nets with fishers and see ocean waste become products.'),
        content: paragraphs(
          ['上午在漁港學習漁網分類，下午參觀再製工坊。', 'In the morning you learn to sort nets at the harbour; in the afternoon you visit the recycling workshop.'],
          ['請穿著防滑鞋並攜帶手套。', 'Please wear non-slip shoes and bring gloves.'],
        ),
        startAt: taipei(-45, 8, 30),
        endAt: taipei(-45, 16),
        place: t('基隆市中正區 八斗子漁港', 'Badouzi Fishing Harbour, Zhongzheng District, Keelung'),
        status: 'past',
        cover: cover('education-walk-fishing-village', 5),
      },
    ],
    'education/history': [
      {
        kind: 'workshop',
        title: t('去年影響力工作坊回顧', 'Last year’s Impact Workshops'),
        summary: t('北中南六場工作坊，共二百四十位青年完成全部課程。', 'Six workshops in the north, centre and south; 240 young people completed the full course.'),
        content: paragraphs(
          ['學員來自四十所學校與二十個青年團體。', 'Participants came from forty schools and twenty youth groups.'],
          ['結業後有十二支團隊報名競賽，其中三隊進入決賽。', 'Afterwards twelve teams entered the competition and three reached the final.'],
        ),
        date: date(-300),
        photos: photos('education-history-workshops', 1, 3),
      },
      {
        kind: 'tour',
        title: t('影響力走讀回顧', 'Impact Tours in review'),
        summary: t('十二條走讀路線，走進二十個社區與組織。', 'Twelve tour routes into twenty communities and organisations.'),
        content: paragraphs(
          ['從長照據點、漁村到原鄉部落，參與者親身理解社會問題的脈絡。', 'From care stations and fishing villages to indigenous communities, participants saw social problems in their context.'],
          ['九成參與者表示走讀改變了他們看待公益的方式。', '90% of participants said the tours changed how they see public-interest work.'],
        ),
        date: date(-200),
        photos: photos('education-history-tours', 3, 2),
      },
    ],
    'book/banner': [
      {
        title: t('研究與報告', 'Research and reports'),
        subtitle: t('以數據檢視我們創造的改變。', 'Looking at the change we make through data.'),
        image: cover('book-banner', 5),
      },
    ],
    'book/sori': [
      {
        title: t(`${year - 1} 社會投資報酬率報告`, `${year - 1} Social Return on Investment report`),
        summary: t('經第三方確信，計畫每投入一元約創造三點二元的社會價值。', 'Assured by a third party: every dollar invested created about 3.2 dollars of social value.'),
        year: year - 1,
        pdf: report(`sroi-report-${year - 1}`, `Social Return on Investment Report ${year - 1}`, [
          'Scope: the Compassion Technology Innovation Competition and the Youth Public-Interest Incubator.',
          'Result: a social return of about 3.2 for every 1 invested.',
          'Method: stakeholder interviews, outcome indicators, financial proxies, third-party assurance.',
        ]),
        cover: cover('book-sroi', 1),
      },
    ],
    'book/report': [
      {
        kind: 'impact',
        title: t(`${year - 1} 影響力報告`, `${year - 1} Impact report`),
        summary: t('九成二的團隊表示計畫協助他們釐清並解決社會問題。', '92% of teams said the programme helped them clarify and solve a social problem.'),
        year: year - 1,
        pdf: report(`impact-report-${year - 1}`, `Impact Report ${year - 1}`, [
          'Assisted 92%, clarified 90%, solved 90%, interaction 91%.',
          '77 incubated teams; 19,800+ participants; NT$82M+ in funds.',
        ]),
        cover: cover('book-impact', 3),
      },
      {
        kind: 'alumni',
        title: t('校友追蹤報告', 'Alumni follow-up report'),
        summary: t('七成校友團隊在結業兩年後仍持續營運。', '70% of alumni teams are still running two years after graduating.'),
        year: year - 1,
        pdf: report(`alumni-report-${year - 1}`, `Alumni Follow-up Report ${year - 1}`, [
          '70% of alumni teams still operate two years after the incubator.',
          'Most cited support: mentoring, impact measurement and peer networks.',
        ]),
        cover: cover('book-alumni', 4),
      },
      {
        kind: 'alumni',
        title: t('競賽校友職涯調查', 'Competition alumni career survey'),
        summary: t('半數得獎者畢業後投入醫療、照護或社會創新相關工作。', 'Half of the award winners went on to work in healthcare, care or social innovation.'),
        year: year - 2,
        pdf: report(`alumni-career-survey-${year - 2}`, `Competition Alumni Career Survey ${year - 2}`, [
          'Half of award winners now work in healthcare, care or social innovation.',
          'One in five continued developing their competition work after graduating.',
        ]),
        cover: cover('book-alumni-career', 6),
      },
    ],
    'book/history': [
      {
        title: t(`${year - 2} 影響力報告`, `${year - 2} Impact report`),
        summary: t('計畫第一份影響力報告，記錄競賽與孵化的起步。', 'The programme’s first impact report, recording how the competition and incubator began.'),
        content: paragraphs(
          ['這一年共有一百二十支團隊參賽，二十支團隊進入孵化。', 'That year 120 teams entered the competition and 20 joined the incubator.'],
          ['報告建立了往後每年沿用的影響力指標。', 'The report set the impact indicators used every year since.'],
        ),
        year: year - 2,
        cover: cover('book-history-first-report', 2),
        pdf: report(`impact-report-${year - 2}`, `Impact Report ${year - 2}`, ['120 competition teams; 20 incubated teams.', 'Defined the impact indicators used since.']),
      },
      {
        title: t('研究方法說明', 'Our research methods'),
        summary: t('說明我們如何設計問卷、訪談與影響力指標。', 'How we design surveys, interviews and impact indicators.'),
        content: paragraphs(
          ['每年於結業時與一年後各進行一次問卷，並抽樣深度訪談。', 'We survey teams at graduation and a year later, with in-depth interviews of a sample.'],
          ['指標與計算方式公開，歡迎其他組織參考使用。', 'Our indicators and calculations are public; other organisations are welcome to use them.'],
        ),
        year: year - 1,
        cover: cover('book-history-methods', 5),
      },
    ],
  };
}
