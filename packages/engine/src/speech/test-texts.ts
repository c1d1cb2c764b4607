// Scripts shared by the speech tests (kept out of *.test.ts so several files can use them).

const englishParagraphs = [
  'Good morning, and welcome to the quarterly update.',
  'Our team shipped three new features this season, and the response from customers has been wonderful.',
  'First, the editor now saves your work every few seconds, so nothing is lost when the connection drops.',
  'Second, exports are twice as fast as before, thanks to a new rendering pipeline.',
  "Third, you can invite colleagues to a workspace and decide exactly what they're allowed to change.",
  'We also fixed more than forty small problems that you reported through the help centre.',
  'Next quarter, we will focus on languages: Spanish, German and Chinese voices are already in testing.',
];

/** Whole sentences of English prose, at least `length` characters long. */
export function englishScript(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) {
    text += `${englishParagraphs[i % englishParagraphs.length]} `;
  }
  return text.trim();
}

const chineseSentences = [
  '大家早上好，欢迎收看本季度的工作汇报。',
  '我们的团队在这个季度发布了三项新功能，用户的反馈非常好。',
  '首先，编辑器现在每隔几秒钟自动保存一次，网络断开时也不会丢失内容。',
  '其次，导出速度比以前快了一倍，这要归功于全新的渲染流程。',
  '第三，你可以邀请同事加入工作区，并且精确地决定他们可以修改什么。',
  '下个季度，我们将重点关注多种语言的支持。',
];

/** Whole sentences of Mandarin, at least `length` characters long. */
export function chineseScript(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += chineseSentences[i % chineseSentences.length];
  return text;
}
