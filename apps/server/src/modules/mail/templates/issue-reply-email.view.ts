/** What the e-mail answering a buyer's order issue report says, already in words (ADR 036, ADR 044). */
export interface IssueReplyEmailView {
  to: string;
  subject: string;
  /** 'Hi Ada,' or 'Hello,'. */
  greeting: string;
  intro: string;
  /** Staff's reply, as they wrote it. */
  reply: string;
  /** The credits given on the order, one sentence each. */
  credits: string[];
  /** Where the buyer reads the order. */
  url: string;
}

/** The plain-text part of the reply e-mail, from the same words as the HTML. */
export function issueReplyEmailText(view: IssueReplyEmailView): string {
  const credits =
    view.credits.length > 0 ? ['', 'Credits on this order:', ...view.credits.map((c) => `- ${c}`)] : [];
  return [
    view.greeting,
    '',
    view.intro,
    '',
    view.reply,
    ...credits,
    '',
    `See the order: ${view.url}`,
    '',
    'Larder Foodservice',
  ].join('\n');
}
