/** Demo help centre: four sections, each with two or three HTML articles. */

export interface HelpSectionSeed {
  title: string;
  sequence: number;
  articles: { title: string; content: string }[];
}

export const HELP_SECTIONS: HelpSectionSeed[] = [
  {
    title: 'Deposits',
    sequence: 1,
    articles: [
      {
        title: 'How do I make a deposit?',
        content: `<ol><li>Log in and open <strong>Deposit</strong> from the member menu.</li><li>Choose a payment method and enter the amount.</li><li>Follow the payment page and keep the reference number.</li></ol><p>Most deposits are credited within 5 minutes.</p>`,
      },
      {
        title: 'Deposit limits and fees',
        content: `<table><thead><tr><th>Method</th><th>Minimum</th><th>Maximum</th><th>Fee</th></tr></thead><tbody><tr><td>E-wallet</td><td>₱100</td><td>₱50,000</td><td>Free</td></tr><tr><td>Bank transfer</td><td>₱500</td><td>₱500,000</td><td>Free</td></tr></tbody></table>`,
      },
      {
        title: 'My deposit has not arrived',
        content: `<p>Wait 15 minutes, then contact customer service with:</p><ul><li>your username,</li><li>the amount and time,</li><li>a screenshot of the payment receipt.</li></ul>`,
      },
    ],
  },
  {
    title: 'Withdrawals',
    sequence: 2,
    articles: [
      {
        title: 'How do I withdraw?',
        content: `<p>Open <strong>Withdraw</strong>, choose a bound bank account or e-wallet, enter the amount and your payment password. The name on the account must match your registered real name.</p>`,
      },
      {
        title: 'Why was my withdrawal rejected?',
        content: `<ul><li>The turnover requirement of a bonus is not yet met.</li><li>The account name does not match your real name.</li><li>The daily withdrawal limit of your VIP level was reached.</li></ul><p>The reason is shown in the account record.</p>`,
      },
      {
        title: 'Confirming that you received a payout',
        content: `<p>After a payout, choose <em>Received</em> or <em>Not received</em>. If you do not answer, the payout counts as received after the confirmation time. For <em>Not received</em>, upload your bank statement.</p>`,
      },
    ],
  },
  {
    title: 'Account',
    sequence: 3,
    articles: [
      {
        title: 'Registering an account',
        content: `<p>Register with a username or your mobile number. Usernames are 6–12 letters and digits and start with a letter. One account per person.</p>`,
      },
      {
        title: 'I forgot my password',
        content: `<p>Use <strong>Forgot password</strong> on the login form. You can reset it by e-mail or, if enabled, by an SMS code sent to your bound mobile number.</p>`,
      },
      {
        title: 'Changing language',
        content: `<p>Use the language switcher in the header. Your choice is remembered on this device.</p>`,
      },
    ],
  },
  {
    title: 'Responsible gaming',
    sequence: 4,
    articles: [
      {
        title: 'Playing responsibly',
        content: `<ul><li>Set a budget before you play and stick to it.</li><li>Never chase losses.</li><li>Take regular breaks.</li></ul><p>Gaming is for adults aged 18 and over.</p>`,
      },
      {
        title: 'Self-exclusion and cooling-off',
        content: `<p>Ask customer service for a cooling-off period (24 hours to 6 weeks) or self-exclusion (6 months or more). During this time you cannot log in or deposit.</p>`,
      },
    ],
  },
];
