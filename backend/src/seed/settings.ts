import { impactFigures } from '@yip/rules/constants';
import { paragraphs, t, type SeedHelpers } from './helpers.ts';

export interface SeedSetting {
  key: string;
  value: unknown;
}

/** The public settings of a first run: home figures and links, home blocks and the About page. */
export function seedSettings({ cover, logo }: SeedHelpers): SeedSetting[] {
  return [
    {
      // Spec §9's figures, kept once in rules.
      key: 'impactFigures',
      value: impactFigures,
    },
    {
      // The platforms' home pages until the foundation sets its own pages (PUT setting/pvt/update/socialLinks).
      key: 'socialLinks',
      value: [
        { network: 'facebook', url: 'https://www.facebook.com/' },
        { network: 'instagram', url: 'https://www.instagram.com/' },
        { network: 'youtube', url: 'https://www.youtube.com/' },
      ],
    },
    {
      key: 'slogans',
      value: [
        t('用科技實踐慈悲，讓青年成為改變的力量', 'Compassion through technology: young people as a force for change'),
        t('看見需要，動手解決', 'See the need, solve it'),
        t('每一個點子，都值得被陪伴', 'Every idea deserves company on its way'),
      ],
    },
    {
      key: 'homeSupport',
      value: [
        { title: t('資金支持', 'Funding'), content: t('競賽獎金與孵化培育金，讓好點子有起步的資源。', 'Prize money and incubation grants give good ideas the resources to start.') },
        { title: t('業師陪伴', 'Mentoring'), content: t('來自醫療、社福與創投的業師，一對一陪團隊走過關鍵一年。', 'Mentors from healthcare, social welfare and impact investing coach each team one to one through its crucial year.') },
        { title: t('場域驗證', 'Testing in the field'), content: t('媒合長照機構、醫院與社區，讓作品在真實現場接受檢驗。', 'We connect teams with care providers, hospitals and communities so their work is tested where it matters.') },
        { title: t('影響力評估', 'Impact measurement'), content: t('提供評估工具與報告，幫助團隊說清楚自己創造的改變。', 'Tools and reports help teams show clearly the change they create.') },
      ],
    },
    {
      key: 'homeTestimonials',
      value: [
        {
          quote: t('這裡讓我明白，科技最重要的不是多先進，而是有沒有人因此過得更好。', 'Here I learnt that what matters in technology is not how advanced it is but whether someone lives better because of it.'),
          person: t('吳承翰', 'Wu Cheng-han'),
          role: t('競賽金獎得主', 'Competition gold award winner'),
        },
        {
          quote: t('孵化計畫給我們的不只是資金，而是一群願意一起想辦法的夥伴。', 'The incubator gave us more than money: a group of people willing to find answers with us.'),
          person: t('蘇意婷', 'Su Yi-ting'),
          role: t('孵化計畫校友', 'Incubator alumna'),
        },
        {
          quote: t('走讀讓學生第一次走進長照現場，回來後他們提問的方式完全不同了。', 'The tour took my students into a care setting for the first time; they asked questions differently afterwards.'),
          person: t('李美玲', 'Li Mei-ling'),
          role: t('高職指導老師', 'Vocational high-school advisor'),
        },
      ],
    },
    {
      key: 'about',
      value: {
        ceoMessage: {
          name: t('陳文德', 'Chen Wen-te'),
          title: t('基金會執行長', 'Chief executive of the foundation'),
          content: paragraphs(
            ['我們相信，青年是社會最珍貴的創新力量。當他們帶著同理心看見需要，就能以科技與行動回應。', 'We believe young people are society’s most precious source of innovation. When they see a need with empathy, they can answer it with technology and action.'],
            ['這個計畫從一場競賽開始，如今已陪伴七十七支團隊走過孵化，近兩萬人參與我們的課程與活動。', 'The programme began as a competition; it has since incubated 77 teams, and nearly 20,000 people have joined our courses and events.'],
            ['謝謝每一位夥伴，讓慈悲可以被看見，也可以被實踐。', 'Thank you to every partner for making compassion visible and practical.'],
          ),
          photo: cover('about-ceo', 1, 'portrait'),
        },
        themes: [
          { key: 'ventures', title: t('公益創業', 'Ventures'), content: t('競賽與孵化，陪伴青年把點子變成行動。', 'The competition and the incubator help young people turn ideas into action.') },
          { key: 'academy', title: t('公益學院', 'Academy'), content: t('影響力工作坊與走讀，培養解決問題的能力。', 'Impact Workshops and Tours build the ability to solve problems.') },
          { key: 'study', title: t('研究報告', 'Study'), content: t('以數據檢視計畫成效，公開分享研究方法。', 'We measure what the programme achieves and share our methods openly.') },
          { key: 'news', title: t('最新消息', 'News'), content: t('活動消息、社會創新專欄與團隊故事。', 'Event news, the social innovation column and team stories.') },
        ],
        partners: [
          { name: t('東岸醫護科技學院', 'East Coast Institute of Care Technology'), logo: logo('partner-east-coast-institute', 'East Coast', 0) },
          { name: t('康寧長照協會', 'Kangning Long-Term Care Association'), logo: logo('partner-kangning', 'Kangning', 3) },
          { name: t('亞太社會影響力基金', 'Asia-Pacific Social Impact Fund'), logo: logo('partner-apsif', 'APSIF', 5) },
        ],
        coreSlogans: [t('慈悲', 'Compassion'), t('創新', 'Innovation'), t('行動', 'Action'), t('影響', 'Impact')],
      },
    },
  ];
}
