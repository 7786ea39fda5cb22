import type { FamilyName } from '../resources/families.ts';
import { publicPath, sizes, type ImageSpec } from './images.ts';

const t = (zhTw: string, en: string) => ({ zhTw, en });
const paragraphs = (...parts: [string, string][]) => t(parts.map(([zh]) => zh).join('\n\n'), parts.map(([, en]) => en).join('\n\n'));

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
  /** Records of every content family except tags and articles, in display order. */
  records: Partial<Record<FamilyName, Record<string, unknown>[]>>;
  tags: { key: TagKey; name: { zhTw: string; en: string } }[];
  articles: ArticleSeed[];
}

const day = 24 * 60 * 60 * 1000;

/** The bilingual demo content of a first run; session dates are relative to `now`, so registration is open. */
export function buildSeedContent(now: Date): SeedContent {
  const images: ImageSpec[] = [];
  const cover = (file: string, zhTw: string, en: string, palette: number) => {
    images.push({ file: `${file}.svg`, ...sizes.cover, label: { zhTw, en }, palette });
    return publicPath(`${file}.svg`);
  };
  const banner = (file: string, zhTw: string, en: string, palette: number) => {
    images.push({ file: `${file}-desktop.svg`, ...sizes.bannerDesktop, label: { zhTw, en }, palette });
    images.push({ file: `${file}-mobile.svg`, ...sizes.bannerMobile, label: { zhTw, en }, palette });
    return { imageDes: publicPath(`${file}-desktop.svg`), imageMob: publicPath(`${file}-mobile.svg`) };
  };
  const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
  const year = now.getUTCFullYear();

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
        ...banner('home-banner-competition', '慈悲科技創新競賽', 'Compassion Tech', 1),
        link: '/invention',
        alt: t('學生團隊展示照護輔具原型', 'Student teams presenting care-aid prototypes'),
      },
      {
        title: t('青年公益孵化計畫 徵求改變的行動者', 'Youth Public-Interest Incubator seeks changemakers'),
        ...banner('home-banner-incubator', '青年公益孵化', 'Youth Incubator', 0),
        link: '/incubator',
        alt: t('青年團隊與業師圍坐討論提案', 'Young teams and mentors discussing a proposal'),
      },
      {
        title: t('影響力走讀 走進社區看見需要', 'Impact Tours: walk into communities and see the needs'),
        ...banner('home-banner-academy', '影響力走讀', 'Impact Tours', 3),
        link: '/academy',
        alt: t('參與者在老街聆聽在地導覽', 'Participants listening to a local guide on an old street'),
      },
    ],
    'home/recommend': [
      {
        title: t('用科技補上照護的最後一哩', 'Technology for the last mile of care'),
        content: t('歷屆團隊把課堂所學帶進長照現場，做出真正被使用的輔具。', 'Past teams took classroom skills into long-term care and built aids people really use.'),
        image: cover('recommend-care', '照護科技', 'Care Tech', 0),
        link: '/invention',
      },
      {
        title: t('孵化不只是資金，更是陪伴', 'Incubation is companionship, not only funding'),
        content: t('一年的業師陪跑，協助團隊釐清問題、驗證模式、走得更久。', 'A year of mentoring helps teams define the problem, test their model and last.'),
        image: cover('recommend-mentoring', '業師陪跑', 'Mentoring', 1),
        link: '/incubator',
      },
      {
        title: t('影響力工作坊 報名中', 'Impact Workshop registration is open'),
        content: t('三個週末學會問題拆解、利害關係人訪談與社會影響力評估。', 'Three weekends on problem framing, stakeholder interviews and impact measurement.'),
        image: cover('recommend-workshop', '影響力工作坊', 'Impact Workshop', 2),
        link: '/academy',
      },
      {
        title: t('社會投資報酬率報告出爐', 'Our SROI report is out'),
        content: t('每投入一元，計畫為社會創造約三點二元的價值。', 'Every dollar invested created about 3.2 dollars of social value.'),
        image: cover('recommend-sroi', 'SROI 報告', 'SROI Report', 5),
        link: '/study',
      },
      {
        title: t('團隊專欄：從校園走向社區', 'Team column: from campus to community'),
        content: t('聽聽得獎團隊如何把一個課堂作業變成社區每天使用的服務。', 'How a winning team turned a class project into a service the community uses daily.'),
        image: cover('recommend-teams', '團隊專欄', 'Team Stories', 4),
        link: '/news/teams',
      },
      {
        title: t('訂閱電子報，不錯過任何機會', 'Subscribe and never miss an opportunity'),
        content: t('每月一封，收到競賽、孵化與課程的最新消息。', 'One e-mail a month with news of the competition, incubator and courses.'),
        image: cover('recommend-newsletter', '電子報', 'Newsletter', 6),
        link: '/subscribe-edm',
      },
    ],
    'article/banner': [
      { title: t('最新消息與專欄', 'News and columns'), image: cover('article-banner-news', '最新消息', 'News', 5) },
      { title: t('社會創新的第一線故事', 'Stories from the front line of social innovation'), image: cover('article-banner-stories', '創新故事', 'Stories', 2) },
    ],
    'invention/session': [session(`${year} 慈悲科技創新競賽`, `${year} Compassion Technology Innovation Competition`)],
    'incubator/session': [session(`${year} 青年公益孵化計畫`, `${year} Youth Public-Interest Incubator`)],
    'invention/content': [
      {
        title: t('競賽說明', 'About the competition'),
        content: t(
          '慈悲科技創新競賽邀請大專與高中職學生，以科技回應慈善與醫療現場的真實需要。',
          'The Compassion Technology Innovation Competition invites college and vocational high-school students to answer real needs in charity and healthcare with technology.',
        ),
      },
      {
        title: t('參賽資格', 'Eligibility'),
        content: t(
          '國內大專院校及高中職在學學生皆可組隊，每隊二至六人，並須有一至三位指導老師。',
          'Students enrolled in colleges or vocational high schools may form teams of two to six, with one to three advisors.',
        ),
      },
      {
        title: t('評選方式', 'Selection'),
        content: t(
          '總成績由初賽百分之四十與決賽百分之六十組成，決賽以實機展示與攤位交流為主。',
          'The total score is 40% preliminary and 60% final; the final centres on live demos and booth exchanges.',
        ),
      },
    ],
    'invention/prize': [
      { title: t('金獎', 'Gold award'), content: t('大專組與高中職組各一隊，獎金新臺幣二十萬元與獎盃。', 'One team per group, NT$200,000 and a trophy.') },
      { title: t('銀獎', 'Silver award'), content: t('大專組與高中職組各一隊，獎金新臺幣十萬元與獎牌。', 'One team per group, NT$100,000 and a medal.') },
      { title: t('佳作', 'Honourable mention'), content: t('各組數隊，獎金新臺幣三萬元與獎狀。', 'Several teams per group, NT$30,000 and a certificate.') },
    ],
    'invention/qa': [
      { title: t('可以同時參加兩個團隊嗎？', 'May I join two teams?'), content: t('可以，每人最多參加兩隊，但指導老師不可兼任隊員。', 'Yes, up to two teams per person, but advisors cannot also be members.') },
      { title: t('報名後可以更換隊員嗎？', 'Can we change members after registering?'), content: t('送出報名後隊員即鎖定，請在送出前確認名單。', 'Members are locked once the application is submitted; check the list before you submit.') },
      { title: t('企劃書有格式規定嗎？', 'Is there a proposal format?'), content: t('請使用官網提供的企劃書範本，以 PDF 上傳，大小不超過 10 MB。', 'Use the template on this site and upload it as a PDF of at most 10 MB.') },
    ],
    'invention/recommend': [
      {
        title: t('評審推薦：做出使用者願意天天用的東西', 'Judge’s advice: build something people want to use every day'),
        content: t('最打動評審的作品，往往來自團隊在照護現場蹲點的觀察。', 'The entries that move judges most often come from time spent observing real care settings.'),
      },
      {
        title: t('歷屆參賽者：比賽讓我找到方向', 'Former entrant: the competition gave me direction'),
        content: t('從一個作業開始，我們現在與三家長照機構合作測試產品。', 'It began as homework; now we test our product with three care providers.'),
      },
    ],
    'invention/team': [
      {
        title: t('暖心扶手隊', 'Warm Rail'),
        content: t('以壓力感測扶手提醒長者起身時的跌倒風險，獲大專組金獎。', 'A pressure-sensing handrail that warns of fall risk when elders stand up; college gold award.'),
        image: cover('invention-team-warm-rail', '暖心扶手隊', 'Warm Rail', 0),
      },
      {
        title: t('聽見你隊', 'Hear You'),
        content: t('為聽障長者設計的門鈴與警報振動手環，獲高中職組金獎。', 'A vibrating wristband for doorbells and alarms, designed for elders with hearing loss; high-school gold award.'),
        image: cover('invention-team-hear-you', '聽見你隊', 'Hear You', 2),
      },
      {
        title: t('救災快送隊', 'Relief Runner'),
        content: t('以開源地圖協調災後物資配送的志工系統，獲銀獎。', 'A volunteer system that coordinates relief supplies on open maps after disasters; silver award.'),
        image: cover('invention-team-relief-runner', '救災快送隊', 'Relief Runner', 4),
      },
    ],
    'incubator/content': [
      {
        title: t('計畫介紹', 'About the incubator'),
        content: t(
          '青年公益孵化計畫支持臺灣與亞太地區的青年團隊，以一年的陪伴把公益點子變成可持續的行動。',
          'The Youth Public-Interest Incubator supports young teams in Taiwan and the Asia-Pacific region, turning public-interest ideas into lasting action over one year.',
        ),
      },
      {
        title: t('申請資格', 'Who may apply'),
        content: t(
          '團隊成員一至十人，皆須為四十歲以下；可為非正式團隊、非營利組織或營利組織。',
          'Teams of one to ten members, all aged 40 or under; informal teams, non-profits and for-profits are welcome.',
        ),
      },
      {
        title: t('培育資源', 'What you receive'),
        content: t('入選團隊獲得培育金、專屬業師、共同工作空間與影響力評估工具。', 'Selected teams receive a grant, a dedicated mentor, co-working space and impact measurement tools.'),
      },
    ],
    'incubator/qa': [
      { title: t('海外團隊可以申請嗎？', 'Can teams outside Taiwan apply?'), content: t('可以，請選擇亞太團隊組別並填寫所在國家。', 'Yes: choose the Asia-Pacific group and fill in your country.') },
      { title: t('已立案的公司可以申請嗎？', 'Can a registered company apply?'), content: t('可以，年營收須低於新臺幣三百萬元。', 'Yes, if its annual revenue is below NT$3 million.') },
      { title: t('決賽簡報要準備什麼？', 'What does the final presentation need?'), content: t('晉級團隊須於期限內上傳一份 PDF 簡報，上傳後不可更換。', 'Finalists upload one PDF presentation before the deadline; it cannot be replaced afterwards.') },
    ],
    'incubator/recommend': [
      {
        title: t('校友心得：業師讓我們少走三年冤枉路', 'Alumni voice: our mentor saved us three years of detours'),
        content: t('每月一次的陪跑會議，讓我們學會用數據說明影響力。', 'Monthly mentoring taught us to explain our impact with data.'),
      },
      {
        title: t('校友心得：從志工社團到社會企業', 'Alumni voice: from volunteer club to social enterprise'),
        content: t('孵化結束時，我們已能以產品收入支撐兩位全職夥伴。', 'By the end of incubation, product income paid for two full-time colleagues.'),
      },
    ],
    'incubator/teacher': [
      {
        title: t('林雅婷 業師', 'Mentor Lin Ya-ting'),
        content: t('社會企業顧問，專長商業模式與影響力評估。', 'Social enterprise adviser specialising in business models and impact measurement.'),
        image: cover('incubator-teacher-lin', '林雅婷', 'Lin Ya-ting', 1),
      },
      {
        title: t('陳志明 業師', 'Mentor Chen Chih-ming'),
        content: t('長照機構執行長，協助團隊進入照護現場驗證服務。', 'Chief executive of a care provider who helps teams test services in real care settings.'),
        image: cover('incubator-teacher-chen', '陳志明', 'Chen Chih-ming', 3),
      },
      {
        title: t('Priya Raman 業師', 'Mentor Priya Raman'),
        content: t('亞太區社會創新投資人，陪伴海外團隊規劃區域擴展。', 'An Asia-Pacific social impact investor who guides overseas teams on regional growth.'),
        image: cover('incubator-teacher-raman', 'Priya Raman', 'Priya Raman', 5),
      },
    ],
    'incubator/team': [
      {
        title: t('食物銀行行動家', 'Food Bank Movers'),
        content: t('串連市場與社福單位，每月回收再分配兩噸即期食材。', 'Links markets with welfare groups to redistribute two tonnes of surplus food a month.'),
        image: cover('incubator-team-food-bank', '食物銀行行動家', 'Food Bank Movers', 3),
      },
      {
        title: t('山城青銀共學', 'Hill Town Learning Circle'),
        content: t('讓長者教青年傳統手藝，青年教長者數位工具。', 'Elders teach young people traditional crafts; young people teach elders digital tools.'),
        image: cover('incubator-team-learning-circle', '山城青銀共學', 'Learning Circle', 4),
      },
      {
        title: t('海岸循環工作室', 'Coastal Loop Studio'),
        content: t('把海廢漁網再製成文具，並與漁村合作回收。', 'Turns discarded fishing nets into stationery, collecting them with fishing villages.'),
        image: cover('incubator-team-coastal-loop', '海岸循環工作室', 'Coastal Loop', 0),
      },
    ],
    'education/banner': [
      { title: t('公益學院', 'Academy'), content: t('工作坊與走讀，把關心化為行動的能力。', 'Workshops and tours that turn concern into the ability to act.'), image: cover('education-banner', '公益學院', 'Academy', 3) },
    ],
    'education/think': [
      {
        title: t('影響力工作坊：問題拆解', 'Impact Workshop: framing the problem'),
        content: t('用一個週末練習把模糊的社會問題拆成可以行動的小問題。', 'A weekend of practice breaking vague social problems into questions you can act on.'),
        image: cover('education-think-framing', '問題拆解', 'Problem Framing', 1),
      },
      {
        title: t('影響力工作坊：影響力評估', 'Impact Workshop: measuring impact'),
        content: t('學習設定指標、蒐集資料並說出有說服力的影響力故事。', 'Learn to set indicators, gather data and tell a convincing impact story.'),
        image: cover('education-think-measuring', '影響力評估', 'Measuring Impact', 2),
      },
    ],
    'education/walk': [
      {
        title: t('影響力走讀：老街裡的長照站', 'Impact Tour: a care station on an old street'),
        content: t('走訪社區長照據點，聽照服員分享日常與挑戰。', 'Visit a community care station and hear carers talk about their days and challenges.'),
        image: cover('education-walk-care-station', '老街長照站', 'Care Station Tour', 0),
      },
      {
        title: t('影響力走讀：漁村的循環經濟', 'Impact Tour: a circular economy in a fishing village'),
        content: t('跟著漁民回收漁網，看見海洋垃圾變成產品的過程。', 'Collect nets with fishers and see ocean waste become products.'),
        image: cover('education-walk-fishing-village', '漁村循環', 'Fishing Village Tour', 5),
      },
    ],
    'education/history': [
      { title: t('去年工作坊回顧', 'Last year’s workshops'), content: t('六場工作坊，共有二百四十位青年完成全部課程。', 'Six workshops; 240 young people completed the full course.') },
      { title: t('走讀活動回顧', 'Past tours'), content: t('十二條走讀路線，走進二十個社區與組織。', 'Twelve tour routes into twenty communities and organisations.') },
    ],
    'book/banner': [
      { title: t('研究與報告', 'Research and reports'), content: t('以數據檢視我們創造的改變。', 'Looking at the change we make through data.'), image: cover('book-banner', '研究與報告', 'Research', 5) },
    ],
    'book/sori': [
      {
        title: t('社會投資報酬率報告', 'Social return on investment report'),
        content: t('經第三方確信，計畫的社會投資報酬率約為一比三點二。', 'Assured by a third party: the programme’s social return on investment is about 1 to 3.2.'),
        image: cover('book-sroi', 'SROI 報告', 'SROI Report', 1),
      },
      {
        title: t('影響力報告', 'Impact report'),
        content: t('九成二的團隊表示計畫協助他們釐清並解決社會問題。', '92% of teams said the programme helped them clarify and solve a social problem.'),
        image: cover('book-impact', '影響力報告', 'Impact Report', 3),
      },
    ],
    'book/report': [
      { title: t('校友追蹤報告', 'Alumni follow-up report'), content: t('七成校友團隊在結業兩年後仍持續營運。', '70% of alumni teams are still running two years after graduating.') },
      { title: t('青年參與調查', 'Youth participation survey'), content: t('近兩萬名參與者中，六成首次投入公益行動。', 'Of nearly 20,000 participants, 60% were taking public-interest action for the first time.') },
    ],
    'book/history': [
      { title: t('歷年報告彙整', 'Reports by year'), content: t('自計畫開辦以來的所有年度報告，皆可在此下載。', 'Every annual report since the programme began can be downloaded here.') },
      { title: t('研究方法說明', 'Our research methods'), content: t('說明我們如何設計問卷、訪談與影響力指標。', 'How we design surveys, interviews and impact indicators.') },
    ],
  };

  const tags: SeedContent['tags'] = [
    { key: 'care', name: t('長期照護', 'Long-term care') },
    { key: 'circular', name: t('循環經濟', 'Circular economy') },
    { key: 'education', name: t('教育創新', 'Education innovation') },
    { key: 'disaster', name: t('防災', 'Disaster prevention') },
    { key: 'local', name: t('地方創生', 'Local revitalisation') },
    { key: 'generations', name: t('青銀共創', 'Youth-senior co-creation') },
  ];

  const columnLabels: Record<Column, [string, string]> = {
    now: ['最新消息', 'Latest News'],
    social: ['社會創新專欄', 'Social Innovation'],
    teams: ['團隊專欄', 'Team Stories'],
  };
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
      cover: cover(`article-${slug}`, ...columnLabels[column], palette),
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

  return { images, records, tags, articles };
}
