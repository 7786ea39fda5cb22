// First-run content of the two application programmes: the competition (invention/*) and the
// incubator (incubator/*). Figures follow spec §9.
import { paragraphs, t, type Records, type SeedHelpers } from './helpers.ts';

export function programmeRecords({ cover, document, year }: SeedHelpers): Records {
  const template = document({
    file: 'invention-proposal-template.pdf',
    title: 'Compassion Technology Innovation Competition - Proposal Template',
    lines: [
      `Session ${year}. Save your proposal as one PDF of at most 10 MB.`,
      '',
      '1. Team and work name (the work name has at most 12 characters)',
      '2. Main theme: charity (disaster relief, humanistic care) or medical',
      '   (long-term care 2.0, medical work environment and home care)',
      '3. Sustainable Development Goals the work serves (at least one of SDG 1-17)',
      '4. Summary (at most 300 characters)',
      '5. The need: who you observed, where, and what they told you',
      '6. The design: how the work answers the need; photos of the prototype',
      '   (computer-generated images instead of photos lose 2 points)',
      '7. Innovation and practicality: what exists today and what is new',
      '8. Market and cost: who pays, what it costs to make and to maintain',
      '9. Schedule to the final exhibition and the role of each member',
    ],
  });

  return {
    'invention/content': [
      {
        anchor: 'description',
        title: t('競賽說明', 'About the competition'),
        content: paragraphs(
          ['慈悲科技創新競賽邀請大專與高中職學生，以科技回應慈善與醫療現場的真實需要。', 'The Compassion Technology Innovation Competition invites college and vocational high-school students to answer real needs in charity and healthcare with technology.'],
          ['今年的主題分為慈善（災難救助、人文關懷）與醫療（長照 2.0、醫療工作環境與居家照護）兩大類，團隊擇一主題提出作品。', 'This year’s themes are charity (disaster relief, humanistic care) and medical (long-term care 2.0, the medical work environment and home care); each team enters under one of them.'],
        ),
      },
      {
        anchor: 'eligibility',
        title: t('參賽資格', 'Eligibility'),
        content: paragraphs(
          ['國內大專院校及高中職在學學生皆可組隊，每隊二至六人，並須有一至三位指導老師。', 'Students enrolled in a college or vocational high school may form teams of two to six, with one to three advisors.'],
          ['每人最多參加兩個團隊；指導老師不得兼任隊員。', 'Each person may join at most two teams; advisors cannot also be members.'],
        ),
      },
      {
        anchor: 'selection',
        title: t('評選方式', 'Selection'),
        content: paragraphs(
          ['總成績 100% 由初賽 40% 與決賽 60% 組成。', 'The total score of 100% is 40% preliminary and 60% final.'],
          ['初賽書面評分：設計與主題契合度 30 分、創新性 20 分、實用性 20 分、市場性 20 分、完整性 10 分；以電腦繪圖代替實物照片者扣 2 分。', 'Preliminary written review: design and theme fit 30, innovation 20, practicality 20, market 20, completeness 10; computer-generated images used instead of photos lose 2 points.'],
          ['決賽評分：實機展示或作品展演 60 分、攤位 20 分、整體表現 20 分。每隊展示 5 分鐘、評審提問 5 分鐘，影片不得超過時間的一半。', 'Final: demonstration or exhibition 60, booth 20, overall performance 20. Each team has 5 minutes of demonstration and 5 minutes of questions; video may fill at most half the time.'],
        ),
      },
      {
        anchor: 'schedule',
        title: t('競賽時程', 'Schedule'),
        content: paragraphs(
          ['報名與企劃書上傳：報名期間內隨時可儲存草稿，截止前送出即完成報名。', 'Registration and proposal upload: save drafts at any time during registration and submit before the deadline.'],
          ['初賽結果公布：截止後約一個月，公布大專組 15 隊與高中職組 8 隊決賽名單。', 'Preliminary results: about a month after the deadline we announce 15 college and 8 vocational high-school finalists.'],
          ['決賽暨成果展：決賽隊伍現場展示作品並接受評審提問，當天頒獎。', 'Final and exhibition: finalists demonstrate their work and answer the judges’ questions; awards are presented the same day.'],
        ),
      },
      {
        anchor: 'rewards',
        title: t('獎勵辦法', 'Rewards'),
        content: paragraphs(
          ['兩組各設金獎、銀獎、銅獎與佳作，獎金與名額如下表。', 'Each group has gold, silver and bronze awards and honourable mentions; prize money and places are listed below.'],
          ['所有決賽隊伍皆獲頒決賽證書，得獎隊伍可優先申請青年公益孵化計畫。', 'Every finalist receives a certificate; award winners have priority when applying to the Youth Public-Interest Incubator.'],
        ),
      },
      {
        anchor: 'template',
        title: t('企劃書範本', 'Proposal template'),
        content: t('請下載範本，依章節撰寫後存成一個 PDF（10 MB 以內）上傳。', 'Download the template, write your proposal section by section and upload it as one PDF of at most 10 MB.'),
        file: template,
      },
      {
        anchor: 'summary',
        group: 'college',
        title: t('大專組', 'College group'),
        content: paragraphs(
          ['對象：大專院校在學學生（含研究生）。', 'Who: students enrolled in a college or university, graduate students included.'],
          ['決賽名額 15 隊，著重作品的可行性與市場驗證。', '15 teams reach the final; judges look closely at feasibility and market testing.'],
        ),
      },
      {
        anchor: 'summary',
        group: 'vocational',
        title: t('高中職組', 'Vocational high-school group'),
        content: paragraphs(
          ['對象：高中職在學學生。', 'Who: students enrolled in a senior or vocational high school.'],
          ['決賽名額 8 隊，著重觀察問題的用心與原型的完成度。', '8 teams reach the final; judges look closely at how carefully the need was observed and how complete the prototype is.'],
        ),
      },
    ],
    'invention/prize': [
      { group: 'college', rank: 1, title: t('金獎', 'Gold award'), amount: 200_000, quota: 1, description: t('另頒獎盃一座', 'Plus a trophy') },
      { group: 'college', rank: 2, title: t('銀獎', 'Silver award'), amount: 100_000, quota: 1, description: t('另頒獎牌', 'Plus a medal') },
      { group: 'college', rank: 3, title: t('銅獎', 'Bronze award'), amount: 50_000, quota: 1, description: t('另頒獎牌', 'Plus a medal') },
      { group: 'college', rank: 4, title: t('佳作', 'Honourable mention'), amount: 20_000, quota: 5 },
      { group: 'vocational', rank: 1, title: t('金獎', 'Gold award'), amount: 100_000, quota: 1, description: t('另頒獎盃一座', 'Plus a trophy') },
      { group: 'vocational', rank: 2, title: t('銀獎', 'Silver award'), amount: 50_000, quota: 1, description: t('另頒獎牌', 'Plus a medal') },
      { group: 'vocational', rank: 3, title: t('銅獎', 'Bronze award'), amount: 30_000, quota: 1, description: t('另頒獎牌', 'Plus a medal') },
      { group: 'vocational', rank: 4, title: t('佳作', 'Honourable mention'), amount: 10_000, quota: 3 },
    ],
    'invention/qa': [
      { question: t('可以同時參加兩個團隊嗎？', 'May I join two teams?'), answer: t('可以，每人最多參加兩隊，但指導老師不可兼任隊員。', 'Yes, up to two teams per person, but advisors cannot also be members.') },
      { question: t('報名後可以更換隊員嗎？', 'Can we change members after registering?'), answer: t('送出報名後隊員即鎖定，請在送出前確認名單。', 'Members are locked once the application is submitted; check the list before you submit.') },
      { question: t('企劃書有格式規定嗎？', 'Is there a proposal format?'), answer: t('請使用本頁的企劃書範本，以 PDF 上傳，大小不超過 10 MB。', 'Use the template on this page and upload it as a PDF of at most 10 MB.') },
      { question: t('作品一定要做出實體原型嗎？', 'Must the work be a physical prototype?'), answer: t('初賽以企劃書評分，但請附上原型或測試的實物照片；決賽須現場展示。', 'The preliminary round judges the proposal, but include photos of a real prototype or test; the final requires a live demonstration.') },
      { question: t('跨校組隊可以嗎？', 'Can a team mix schools?'), answer: t('可以，報名時填寫代表學校即可，但全隊須屬同一組別。', 'Yes; name one school when registering, but the whole team must belong to the same group.') },
    ],
    'invention/recommend': [
      {
        quote: t('最打動評審的作品，往往來自團隊在照護現場蹲點的觀察。', 'The entries that move judges most often come from time spent observing real care settings.'),
        person: t('黃淑芬', 'Huang Shu-fen'),
        role: t('決賽評審、護理學系教授', 'Final judge, professor of nursing'),
      },
      {
        quote: t('從一個課堂作業開始，我們現在與三家長照機構合作測試產品。', 'It began as homework; now we test our product with three care providers.'),
        person: t('吳承翰', 'Wu Cheng-han'),
        role: t('暖心扶手隊隊長', 'Captain of Warm Rail'),
      },
      {
        quote: t('比賽教我的不是寫程式，而是先聽懂使用者真正的困難。', 'The competition taught me not coding but to understand the user’s real difficulty first.'),
        person: t('張雅琪', 'Chang Ya-chi'),
        role: t('聽見你隊隊員', 'Member of Hear You'),
      },
    ],
    'invention/team': [
      {
        name: t('暖心扶手隊', 'Warm Rail'),
        school: t('國立成功大學', 'National Cheng Kung University'),
        year: year - 1,
        award: t('大專組金獎', 'College group, gold award'),
        summary: t('以壓力感測扶手提醒長者起身時的跌倒風險，已在兩家日照中心試用。', 'A pressure-sensing handrail that warns of fall risk when elders stand up, now on trial in two day-care centres.'),
        members: [t('吳承翰', 'Wu Cheng-han'), t('林佩君', 'Lin Pei-chun'), t('蔡宗霖', 'Tsai Tsung-lin')],
        image: cover('invention-team-warm-rail', 0),
      },
      {
        name: t('聽見你隊', 'Hear You'),
        school: t('臺北市立大安高工', 'Taipei Municipal Da-An Vocational High School'),
        year: year - 1,
        award: t('高中職組金獎', 'Vocational group, gold award'),
        summary: t('為聽障長者設計的門鈴與警報振動手環，成本不到市售產品的三分之一。', 'A vibrating wristband for doorbells and alarms, designed for elders with hearing loss, at a third of the price of products on the market.'),
        members: [t('張雅琪', 'Chang Ya-chi'), t('李冠廷', 'Li Kuan-ting')],
        image: cover('invention-team-hear-you', 2),
      },
      {
        name: t('救災快送隊', 'Relief Runner'),
        school: t('國立清華大學', 'National Tsing Hua University'),
        year: year - 2,
        award: t('大專組銀獎', 'College group, silver award'),
        summary: t('以開源地圖協調災後物資配送的志工系統，颱風期間調度超過三百趟配送。', 'A volunteer system that coordinates relief supplies on open maps; it routed more than three hundred deliveries during a typhoon.'),
        members: [t('陳冠宇', 'Chen Kuan-yu'), t('周怡安', 'Chou Yi-an'), t('許家豪', 'Hsu Chia-hao'), t('郭宜蓁', 'Kuo Yi-chen')],
        image: cover('invention-team-relief-runner', 4),
      },
    ],
    'incubator/content': [
      {
        anchor: 'introduction',
        title: t('計畫介紹', 'About the incubator'),
        content: paragraphs(
          ['青年公益孵化計畫支持臺灣與亞太地區的青年團隊，以一年的陪伴把公益點子變成可持續的行動。', 'The Youth Public-Interest Incubator supports young teams in Taiwan and the Asia-Pacific region, turning public-interest ideas into lasting action over one year.'],
          ['入選團隊獲得培育金、專屬業師、共同工作空間與影響力評估工具，並在期末向評審與夥伴發表成果。', 'Selected teams receive a grant, a dedicated mentor, co-working space and impact measurement tools, and present their results to judges and partners at the end.'],
        ),
      },
      {
        anchor: 'apply',
        title: t('申請方式', 'How to apply'),
        content: paragraphs(
          ['登入會員後填寫聯絡資訊與提案資料，上傳計畫書 PDF，確認後送出。', 'Log in, fill in your contact information and proposal, upload your plan as a PDF, then confirm and submit.'],
          ['通過書審的團隊將收到通知，並於期限內上傳決賽簡報 PDF；簡報上傳後不可更換。', 'Teams that pass the written review are notified and upload a final presentation PDF before the deadline; it cannot be replaced once uploaded.'],
        ),
      },
      {
        anchor: 'eligibility',
        group: 'taiwan-incubation',
        title: t('臺灣培育組', 'Taiwan incubation group'),
        content: t('尚未立案或立案未滿兩年的臺灣團隊，成員一至十人且皆為四十歲以下，負責人至少投入一半工作時間於本計畫。', 'Taiwanese teams not yet registered or registered for less than two years, with one to ten members all aged 40 or under; the leader gives at least half of their working time to the project.'),
      },
      {
        anchor: 'eligibility',
        group: 'taiwan-acceleration',
        title: t('臺灣加速組', 'Taiwan acceleration group'),
        content: t('已立案的臺灣非營利或營利組織，年營收低於新臺幣三百萬元，已有服務對象並希望擴大影響力。', 'Registered Taiwanese non-profits or companies with annual revenue below NT$3 million that already serve people and want to grow their impact.'),
      },
      {
        anchor: 'eligibility',
        group: 'asia-pacific',
        title: t('亞太團隊組', 'Asia-Pacific group'),
        content: t('臺灣以外亞太地區的青年團隊，成員皆為四十歲以下，能以中文或英文參與線上培育與期末發表。', 'Young teams from the Asia-Pacific region outside Taiwan, all members aged 40 or under, able to take part online and present in Chinese or English.'),
      },
    ],
    'incubator/qa': [
      { question: t('海外團隊可以申請嗎？', 'Can teams outside Taiwan apply?'), answer: t('可以，請選擇亞太團隊組別並填寫所在國家。', 'Yes: choose the Asia-Pacific group and fill in your country.') },
      { question: t('已立案的公司可以申請嗎？', 'Can a registered company apply?'), answer: t('可以，年營收須低於新臺幣三百萬元。', 'Yes, if its annual revenue is below NT$3 million.') },
      { question: t('決賽簡報要準備什麼？', 'What does the final presentation need?'), answer: t('晉級團隊須於期限內上傳一份 PDF 簡報，上傳後不可更換。', 'Finalists upload one PDF presentation before the deadline; it cannot be replaced afterwards.') },
      { question: t('團隊成員有年齡限制嗎？', 'Is there an age limit?'), answer: t('所有成員在報名截止日須為四十歲以下。', 'Every member must be 40 or under on the registration deadline.') },
    ],
    'incubator/recommend': [
      {
        quote: t('每月一次的陪跑會議，讓我們學會用數據說明影響力，少走了好幾年冤枉路。', 'Monthly mentoring taught us to explain our impact with data and saved us years of detours.'),
        person: t('蘇意婷', 'Su Yi-ting'),
        role: t('食物銀行行動家 共同創辦人', 'Co-founder, Food Bank Movers'),
      },
      {
        quote: t('孵化結束時，我們已能以產品收入支撐兩位全職夥伴。', 'By the end of incubation, product income paid for two full-time colleagues.'),
        person: t('王柏翔', 'Wang Po-hsiang'),
        role: t('海岸循環工作室 執行長', 'Chief executive, Coastal Loop Studio'),
      },
      {
        quote: t('來自不同國家的團隊互相交流，讓我們看到問題在別處的解法。', 'Meeting teams from other countries showed us how our problem is solved elsewhere.'),
        person: t('Nguyen Thi Lan', 'Nguyen Thi Lan'),
        role: t('亞太團隊組校友', 'Asia-Pacific group alumna'),
      },
    ],
    'incubator/teacher': [
      {
        name: t('林雅婷', 'Lin Ya-ting'),
        title: t('社會企業顧問', 'Social enterprise adviser'),
        org: t('社企流顧問群', 'Social Enterprise Advisory Group'),
        photo: cover('incubator-teacher-lin', 1, 'portrait'),
        bio: t('十五年社會企業輔導經驗，專長商業模式設計與影響力評估。', 'Fifteen years of coaching social enterprises, specialising in business model design and impact measurement.'),
      },
      {
        name: t('陳志明', 'Chen Chih-ming'),
        title: t('執行長', 'Chief executive'),
        org: t('康寧長照協會', 'Kangning Long-Term Care Association'),
        photo: cover('incubator-teacher-chen', 3, 'portrait'),
        bio: t('經營社區長照據點二十年，協助團隊進入照護現場驗證服務。', 'Has run community care stations for twenty years and helps teams test their services in real care settings.'),
      },
      {
        name: t('Priya Raman', 'Priya Raman'),
        title: t('合夥人', 'Partner'),
        org: t('亞太社會影響力基金', 'Asia-Pacific Social Impact Fund'),
        photo: cover('incubator-teacher-raman', 5, 'portrait'),
        bio: t('專注亞太地區社會創新投資，陪伴海外團隊規劃區域擴展與募資。', 'Invests in social innovation across the Asia-Pacific and guides overseas teams on regional growth and fundraising.'),
      },
    ],
    'incubator/team': [
      {
        name: t('食物銀行行動家', 'Food Bank Movers'),
        year: year - 1,
        issue: 'food',
        summary: t('串連市場與社福單位，每月回收再分配兩噸即期食材。', 'Links markets with welfare groups to redistribute two tonnes of surplus food a month.'),
        image: cover('incubator-team-food-bank', 3),
      },
      {
        name: t('山城青銀共學', 'Hill Town Learning Circle'),
        year: year - 1,
        issue: 'youth-senior',
        summary: t('讓長者教青年傳統手藝，青年教長者數位工具，每週吸引四十位學員。', 'Elders teach young people traditional crafts and young people teach elders digital tools, drawing forty learners a week.'),
        image: cover('incubator-team-learning-circle', 4),
      },
      {
        name: t('海岸循環工作室', 'Coastal Loop Studio'),
        year: year - 2,
        issue: 'circular-economy',
        summary: t('把海廢漁網再製成文具，並與五個漁港合作回收。', 'Turns discarded fishing nets into stationery, collecting them with five fishing harbours.'),
        image: cover('incubator-team-coastal-loop', 0),
      },
    ],
  };
}
