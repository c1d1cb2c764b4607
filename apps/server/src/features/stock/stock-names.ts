import type { Language } from '@talkreel/contract';

/**
 * The Traditional Chinese form of every stock actor and voice name written in Chinese
 * characters (the engine's stock data writes them in Simplified). Names that read the same in
 * both scripts are listed too, so a test can tell a new stock name that lacks its entry.
 */
export const STOCK_NAMES_ZH_TW: Readonly<Record<string, string>> = {
  '小美 Xiaomei': '小美 Xiaomei',
  '雨婷 Yuting': '雨婷 Yuting',
  '丽华 Lihua': '麗華 Lihua',
  '静 Jing': '靜 Jing',
  '桂兰 Guilan': '桂蘭 Guilan',
  '淑芬 Shufen': '淑芬 Shufen',
  '浩然 Haoran': '浩然 Haoran',
  '子豪 Zihao': '子豪 Zihao',
  '建国 Jianguo': '建國 Jianguo',
  '伟 Wei': '偉 Wei',
  '国强 Guoqiang': '國強 Guoqiang',
  '德华 Dehua': '德華 Dehua',
};

/**
 * A stock actor's or voice's name in the caller's interface language: a Traditional Chinese
 * interface reads 麗華, not 丽华. Own actors and voices (an owner set) keep the name as typed.
 */
export function localName(
  row: { name: string; owner_user_id: string | null },
  lang: Language | undefined,
): string {
  if (lang !== 'zh-TW' || row.owner_user_id !== null) return row.name;
  return STOCK_NAMES_ZH_TW[row.name] ?? row.name;
}

/** Each Traditional character of the table → its Simplified form in the stock data (麗 → 丽). */
const SIMPLIFIED_OF = new Map<string, string>();
for (const [simplified, traditional] of Object.entries(STOCK_NAMES_ZH_TW)) {
  const from = [...traditional];
  [...simplified].forEach((c, i) => {
    if (from[i] !== c) SIMPLIFIED_OF.set(from[i], c);
  });
}

/**
 * A name search typed in Traditional characters, as the stock names are stored (麗華 → 丽华), so
 * a Traditional Chinese interface finds the names it shows.
 */
export const asStoredStockText = (text: string) =>
  [...text].map((c) => SIMPLIFIED_OF.get(c) ?? c).join('');
