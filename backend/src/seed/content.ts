import type { DocumentSpec } from './documents.ts';
import { paragraphs, t, type Records, type SeedHelpers } from './helpers.ts';
import type { Motif } from './art.ts';
import { publicPath, sizes, type ImageSpec } from './images.ts';
import { learningRecords } from './learning.ts';
import { programmeRecords } from './programmes.ts';
import { seedSettings, type SeedSetting } from './settings.ts';

export type TagKey = 'care' | 'circular' | 'education' | 'disaster' | 'local' | 'generations';

type Column = 'now' | 'social' | 'teams';

/** An article without its tag ids and date, which the seed resolves when it writes them. */
export interface ArticleSeed {
  tags: TagKey[];
  daysAgo: number;
  data: Record<string, unknown>;
}

export interface SeedContent {
  images: ImageSpec[];
  documents: DocumentSpec[];
  /** Public settings, localised values stored as `{zhTw, en}`. */
  settings: SeedSetting[];
  /** Records of every content family except tags and articles, in display order. */
  records: Records;
  tags: { key: TagKey; name: { zhTw: string; en: string } }[];
  articles: ArticleSeed[];
}

const day = 24 * 60 * 60 * 1000;

/** The bilingual demo content of a first run; session dates are relative to `now`, so registration is open. */
export function buildSeedContent(now: Date): SeedContent {
  const images: ImageSpec[] = [];
  const cover = (name: string, palette: number, motif: Exclude<Motif, 'emblem'> = 'scene') => {
    images.push({ name, ...sizes.cover, palette, motif });
    return publicPath(`${name}.svg`);
  };
  const logo = (name: string, wordmark: string, palette: number) => {
    images.push({ name, ...sizes.logo, palette, motif: 'emblem', wordmark });
    return publicPath(`${name}.svg`);
  };
  const banner = (name: string, palette: number) => {
    images.push({ name: `${name}-desktop`, ...sizes.bannerDesktop, palette, motif: 'scene' });
    images.push({ name: `${name}-mobile`, ...sizes.bannerMobile, palette, motif: 'scene' });
    return { imageDes: publicPath(`${name}-desktop.svg`), imageMob: publicPath(`${name}-mobile.svg`) };
  };
  const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
  const year = now.getUTCFullYear();
  const documents: DocumentSpec[] = [];
  const helpers: SeedHelpers = {
    cover,
    logo,
    document: (spec) => {
      documents.push(spec);
      return publicPath(spec.file);
    },
    taipei: (days, hour, minute = 0) => {
      const date = new Date(now.getTime() + days * day);
      // Asia/Taipei is UTC+8 all year.
      return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour - 8, minute)).toISOString();
    },
    date: (days) => new Date(now.getTime() + days * day).toISOString().slice(0, 10),
    year,
  };

  const session = (zhTw: string, en: string) => ({
    name: t(zhTw, en),
    applyStart: at(-30),
    applyEnd: at(60),
    finalUploadEnd: at(90),
    active: true,
  });

  const records: SeedContent['records'] = {
    'home/banner': [
      {
        title: t('慈悲科技創新競賽 報名開跑', 'Compassion Technology Innovation Competition: entries open'),
        ...banner('home-banner-competition', 1),
        link: '/invention',
        alt: t('學生團隊展示照護輔具原型', 'Student teams presenting care-aid prototypes'),
      },
      {
        title: t('青年公益孵化計畫 徵求改變的行動者', 'Youth Public-Interest Incubator seeks changemakers'),
        ...banner('home-banner-incubator', 0),
        link: '/incubator',
        alt: t('青年團隊與業師圍坐討論提案', 'Young teams and mentors discussing a proposal'),
      },
      {
        title: t('影響力走讀 走進社區看見需要', 'Impact Tours: walk into communities and see the needs'),
        ...banner('home-banner-academy', 3),
        link: '/academy',
        alt: t('參與者在老街聆聽在地導覽', 'Participants listening to a local guide on an old street'),
      },
    ],
    'home/recommend': [
      {
        title: t('用科技補上照護的最後一哩', 'Technology for the last mile of care'),
        content: t('歷屆團隊把課堂所學帶進長照現場，做出真正被使用的輔具。', 'Past teams took classroom skills into long-term care and built aids people really use.'),
        image: cover('recommend-care', 0),
        link: '/invention',
      },
      {
        title: t('孵化不只是資金，更是陪伴', 'Incubation is companionship, not only funding'),
        content: t('一年的業師陪跑，協助團隊釐清問題、驗證模式、走得更久。', 'A year of mentoring helps teams define the problem, test their model and last.'),
        image: cover('recommend-mentoring', 1),
        link: '/incubator',
      },
      {
        title: t('影響力工作坊 報名中', 'Impact Workshop registration is open'),
        content: t('三個週末學會問題拆解、利害關係人訪談與社會影響力評估。', 'Three weekends on problem framing, stakeholder interviews and impact measurement.'),
        image: cover('recommend-workshop', 2),
        link: '/academy',
      },
      {
        title: t('社會投資報酬率報告出爐', 'Our SROI report is out'),
        content: t('每投入一元，計畫為社會創造約三點二元的價值。', 'Every dollar invested created about 3.2 dollars of social value.'),
        image: cover('recommend-sroi', 5),
        link: '/study',
      },
      {
        title: t('團隊專欄：從校園走向社區', 'Team column: from campus to community'),
        content: t('聽聽得獎團隊如何把一個課堂作業變成社區每天使用的服務。', 'How a winning team turned a class project into a service the community uses daily.'),
        image: cover('recommend-teams', 4),
        link: '/news/teams',
      },
      {
        title: t('訂閱電子報，不錯過任何機會', 'Subscribe and never miss an opportunity'),
        content: t('每月一封，收到競賽、孵化與課程的最新消息。', 'One e-mail a month with news of the competition, incubator and courses.'),
        image: cover('recommend-newsletter', 6),
        link: '/subscribe-edm',
      },
    ],
    'article/banner': [
      { title: t('最新消息與專欄', 'News and columns'), image: cover('article-banner-news', 5) },
      { title: t('社會創新的第一線故事', 'Stories from the front line of social innovation'), image: cover('article-banner-stories', 2) },
    ],
    'invention/session': [session(`${year} 慈悲科技創新競賽`, `${year} Compassion Technology Innovation Competition`)],
    'incubator/session': [session(`${year} 青年公益孵化計畫`, `${year} Youth Public-Interest Incubator`)],
    ...programmeRecords(helpers),
    ...learningRecords(helpers),
  };

  const tags: SeedContent['tags'] = [
    { key: 'care', name: t('長期照護', 'Long-term care') },
    { key: 'circular', name: t('循環經濟', 'Circular economy') },
    { key: 'education', name: t('教育創新', 'Education innovation') },
    { key: 'disaster', name: t('防災', 'Disaster prevention') },
    { key: 'local', name: t('地方創生', 'Local revitalisation') },
    { key: 'generations', name: t('青銀共創', 'Youth-senior co-creation') },
  ];

  const article = (
    column: Column,
    slug: string,
    tagKeys: TagKey[],
    daysAgo: number,
    title: [string, string],
    summary: [string, string],
    body: [string, string][],
    palette: number,
    author?: [string, string],
  ): ArticleSeed => ({
    tags: tagKeys,
    daysAgo,
    data: {
      column,
      title: t(...title),
      summary: t(...summary),
      content: paragraphs(...body),
      cover: cover(`article-${slug}`, palette),
      ...(author ? { author: t(...author) } : {}),
    },
  });

  const articles: ArticleSeed[] = [
    article('now', 'competition-open', ['care', 'education'], 3,
      ['慈悲科技創新競賽開放報名', 'Compassion Technology Innovation Competition opens'],
      ['今年競賽以「照護」與「救災」為主軸，歡迎大專與高中職學生組隊報名。', 'This year’s themes are care and disaster relief; college and vocational students are welcome to enter.'],
      [
        ['今年的慈悲科技創新競賽正式開放報名，主題分為慈善與醫療兩大類。', 'Registration for this year’s Compassion Technology Innovation Competition is open, with charity and medical themes.'],
        ['報名截止前，團隊可隨時儲存草稿，確認後再送出。', 'Until the deadline, teams may save drafts at any time and submit when ready.'],
      ], 1),
    article('now', 'incubator-open', ['local', 'generations'], 6,
      ['青年公益孵化計畫徵件開始', 'Youth Public-Interest Incubator call opens'],
      ['臺灣培育組、臺灣加速組與亞太組同步徵件，入選團隊將獲一年陪伴。', 'Taiwan incubation, Taiwan acceleration and Asia-Pacific groups open together; selected teams get a year of support.'],
      [
        ['孵化計畫今年擴大亞太組名額，歡迎海外青年團隊申請。', 'The incubator has more places in the Asia-Pacific group this year and welcomes teams from abroad.'],
        ['申請者須為四十歲以下的青年，並提出一個清楚的公益議題。', 'Applicants must be 40 or under and bring a clear public-interest issue.'],
      ], 0),
    article('now', 'workshop-dates', ['education'], 12,
      ['影響力工作坊場次公布', 'Impact Workshop dates announced'],
      ['北中南三地共六場，名額有限，請把握報名時間。', 'Six sessions in the north, centre and south; places are limited.'],
      [
        ['工作坊由孵化計畫業師帶領，適合正在構思公益行動的青年。', 'Incubator mentors lead the workshops, designed for young people shaping a public-interest idea.'],
        ['完成全部課程者將獲得結業證書。', 'Participants who complete the course receive a certificate.'],
      ], 2),
    article('now', 'sroi-release', ['education', 'local'], 20,
      ['年度社會投資報酬率報告發布', 'Annual SROI report released'],
      ['報告顯示每投入一元，約創造三點二元的社會價值。', 'The report shows about 3.2 dollars of social value for every dollar invested.'],
      [
        ['本次報告由第三方機構確信，涵蓋競賽與孵化兩項計畫。', 'A third party assured the report, which covers both the competition and the incubator.'],
        ['完整報告可在研究與報告頁面下載。', 'The full report can be downloaded from the research page.'],
      ], 5),
    article('now', 'final-exhibition', ['care', 'disaster'], 35,
      ['競賽決賽展覽圓滿落幕', 'Competition final exhibition wraps up'],
      ['二十三支決賽隊伍在兩天展覽中與近千名觀眾面對面交流。', 'Twenty-three finalist teams met nearly a thousand visitors over two days.'],
      [
        ['決賽採實機展示加上評審提問，每隊共十分鐘。', 'Each finalist had ten minutes: a live demo followed by the judges’ questions.'],
        ['多支隊伍已與照護機構洽談後續合作。', 'Several teams are already discussing follow-up work with care providers.'],
      ], 6),
    article('social', 'care-robots', ['care', 'generations'], 8,
      ['照護機器人之外，我們更需要什麼？', 'Beyond care robots, what do we need?'],
      ['科技能分擔照服員的體力負擔，卻無法取代人與人的連結。', 'Technology can ease carers’ physical load but cannot replace human connection.'],
      [
        ['走進長照現場，最常聽到的需求不是更聰明的機器，而是更多陪伴的時間。', 'In care settings the most common wish is not smarter machines but more time to be present.'],
        ['好的照護科技，應該把時間還給照顧者與被照顧者。', 'Good care technology gives time back to carers and the people they care for.'],
      ], 0, ['社會創新專欄編輯室', 'Social Innovation Column desk']),
    article('social', 'circular-villages', ['circular', 'local'], 15,
      ['循環經濟如何讓漁村重新熱鬧', 'How the circular economy is reviving fishing villages'],
      ['回收漁網不只減少海洋垃圾，也為漁村帶回工作機會。', 'Recycling fishing nets cuts ocean waste and brings jobs back to villages.'],
      [
        ['當回收成為收入來源，漁民就成為最積極的守護者。', 'When recycling pays, fishers become the ocean’s keenest guardians.'],
        ['地方青年的加入，讓傳統產業找到新的說故事方式。', 'Young locals have given a traditional industry new ways to tell its story.'],
      ], 3, ['林怡君', 'Lin Yi-chun']),
    article('social', 'disaster-data', ['disaster'], 22,
      ['開放資料讓救災更有效率', 'Open data makes disaster relief more effective'],
      ['災後最缺的常常不是物資，而是正確的資訊。', 'After a disaster, what is missing is often not supplies but accurate information.'],
      [
        ['志工地圖讓物資需求即時更新，避免重複配送。', 'Volunteer maps update needs in real time and prevent duplicate deliveries.'],
        ['資料標準的建立，需要政府、民間與科技社群一起努力。', 'Shared data standards need government, civil society and the tech community working together.'],
      ], 4, ['陳冠宇', 'Chen Kuan-yu']),
    article('social', 'youth-senior', ['generations', 'education'], 40,
      ['青銀共創：兩個世代的互相學習', 'Youth-senior co-creation: two generations learning from each other'],
      ['長者的生活智慧與青年的數位能力，可以組成最好的團隊。', 'Elders’ life wisdom and young people’s digital skills make a strong team.'],
      [
        ['在山城共學的課堂裡，老師和學生的角色每週互換。', 'In the hill-town learning circle, teachers and students swap roles every week.'],
        ['這樣的關係，讓孤獨感下降，也讓社區更有活力。', 'Such relationships ease loneliness and bring the community to life.'],
      ], 2),
    article('teams', 'warm-rail-story', ['care'], 10,
      ['暖心扶手隊：從阿嬤跌倒開始的發明', 'Warm Rail: an invention that began with a grandmother’s fall'],
      ['一次家人跌倒的經驗，讓三位學生投入防跌科技的研發。', 'A family member’s fall led three students to develop fall-prevention technology.'],
      [
        ['團隊訪談了二十位長者與照服員，才決定把感測器放進扶手。', 'The team interviewed twenty elders and carers before putting the sensors into the handrail.'],
        ['目前產品正在兩家日照中心試用。', 'The product is now on trial in two day-care centres.'],
      ], 1),
    article('teams', 'coastal-loop-story', ['circular', 'local'], 18,
      ['海岸循環工作室：把漁網變成筆記本', 'Coastal Loop Studio: turning fishing nets into notebooks'],
      ['孵化一年後，團隊已與五個漁港建立回收合作。', 'After a year of incubation the team collects nets with five fishing harbours.'],
      [
        ['業師協助他們重新計算成本，找到可以持續的定價。', 'Their mentor helped them recalculate costs and find sustainable pricing.'],
        ['下一步，他們希望把模式帶到東南亞的漁村。', 'Next they hope to take the model to fishing villages in Southeast Asia.'],
      ], 3),
    article('teams', 'relief-runner-story', ['disaster', 'education'], 28,
      ['救災快送隊：讓志工不再白跑一趟', 'Relief Runner: no more wasted trips for volunteers'],
      ['學生團隊用開源地圖整合災區需求與志工動線。', 'A student team combined disaster needs and volunteer routes on open maps.'],
      [
        ['系統在去年颱風期間協助調度超過三百趟配送。', 'During last year’s typhoon the system coordinated more than three hundred deliveries.'],
        ['團隊正與地方政府討論常態化使用。', 'The team is discussing everyday use with the local government.'],
      ], 4),
    article('teams', 'learning-circle-story', ['generations', 'local'], 45,
      ['山城青銀共學：一間教室，兩種老師', 'Hill Town Learning Circle: one classroom, two kinds of teacher'],
      ['返鄉青年與社區長者一起開課，每週吸引四十位學員。', 'Returning young people and local elders teach together, drawing forty learners a week.'],
      [
        ['課程從編織、木工到手機拍照，全部由社區自己決定。', 'Courses from weaving and woodwork to phone photography are all chosen by the community.'],
        ['他們的目標是讓每個村子都有一個共學空間。', 'Their goal is a shared learning space in every village.'],
      ], 6),
  ];

  return { images, documents, settings: seedSettings(helpers), records, tags, articles };
}
