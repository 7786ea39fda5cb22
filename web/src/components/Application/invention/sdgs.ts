// The 17 Sustainable Development Goals, named in both languages as the UN and Taiwan's government
// publish them: a Chinese page gives the English name beside the Chinese (how the goals are known
// in Taiwan too), an English page the English name alone.
export const sdgNames: Record<number, { zhTw: string; en: string }> = {
  1: { zhTw: '消除貧窮', en: 'No Poverty' },
  2: { zhTw: '消除飢餓', en: 'Zero Hunger' },
  3: { zhTw: '健康與福祉', en: 'Good Health and Well-being' },
  4: { zhTw: '優質教育', en: 'Quality Education' },
  5: { zhTw: '性別平權', en: 'Gender Equality' },
  6: { zhTw: '淨水及衛生', en: 'Clean Water and Sanitation' },
  7: { zhTw: '可負擔的潔淨能源', en: 'Affordable and Clean Energy' },
  8: { zhTw: '合適的工作及經濟成長', en: 'Decent Work and Economic Growth' },
  9: { zhTw: '工業化、創新及基礎建設', en: 'Industry, Innovation and Infrastructure' },
  10: { zhTw: '減少不平等', en: 'Reduced Inequalities' },
  11: { zhTw: '永續城鄉', en: 'Sustainable Cities and Communities' },
  12: { zhTw: '責任消費及生產', en: 'Responsible Consumption and Production' },
  13: { zhTw: '氣候行動', en: 'Climate Action' },
  14: { zhTw: '保育海洋生態', en: 'Life Below Water' },
  15: { zhTw: '保育陸域生態', en: 'Life on Land' },
  16: { zhTw: '和平、正義及健全制度', en: 'Peace, Justice and Strong Institutions' },
  17: { zhTw: '多元夥伴關係', en: 'Partnerships for the Goals' },
};

/** A goal as the proposal's options name it: '3. 健康與福祉 · Good Health and Well-being', '3. Good Health and Well-being'. */
export function sdgOptionLabel(goal: number, lang: 'zhTw' | 'en'): string {
  const names = sdgNames[goal];
  if (!names) return String(goal);
  return lang === 'en' ? `${goal}. ${names.en}` : `${goal}. ${names.zhTw} · ${names.en}`;
}
