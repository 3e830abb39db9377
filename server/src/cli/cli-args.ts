/** Splits CLI arguments into positionals and `--name value` / `--name=value` options. */

export interface CliArgs {
  positionals: string[];
  options: Map<string, string>;
}

// Every option takes a value; a flag without one is a usage error.
const VALUE_OPTIONS = new Set([
  'data-dir',
  'database-url',
  'countries',
  'type',
  'title',
  'content',
  'start',
  'end',
  'sequence',
  'password',
  'phone',
  'email',
  'payee-name',
  'must-change-password',
  'password-expires-at',
  'upline',
  'affiliate-code',
  'club-label',
  'member-labels',
  'username',
  'ip',
  'state',
  'remark',
  'username',
  'ip',
  'state',
  'days',
  'hours',
]);

export class UsageError extends Error {}

/** Parses argv; throws UsageError on an unknown option or a missing value. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const positionals: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!VALUE_OPTIONS.has(name)) throw new UsageError(`unknown option --${name}`);
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    options.set(name, value);
  }
  return { positionals, options };
}

export const USAGE = `Usage: npm run platform -- <command> [--data-dir DIR]

Commands:
  status                                   show the system status
  status normal|maintenance|region-block [--countries PH,VN]
                                           switch the system status (region-block without
                                           --countries blocks every visitor)
  whitelabel list                          list module flags
  whitelabel <MODID> on|off                switch a module flag
  setting list                             list every setting
  setting get <key>                        print a setting as JSON
  setting set <key> <json>                 store a setting, e.g. setting set loginedToHomePage true
  domains set <url...>                     API domains handed out by /wps/system/domainRoute
  vendor enable|disable <CATEGORY> <CODE>  show or hide a vendor, e.g. vendor disable LIVE WM
  maintenance game|vendor <CODE> on|off    put a game (by game code) or a vendor under maintenance
                                           or back, e.g. maintenance game TALA-SLOT on
  notice add --type PL --title T --content HTML [--start ISO] [--end ISO] [--sequence N]
                                           add an announcement (types B, PL, PU, PR, H)
  message send <username> --title T --content HTML
                                           put an unread message in an account's inbox
  outbox [recipient]                       SMS and e-mails stored by the platform (newest first,
                                           with codes and temporary passwords)
  sends [--hours N]                        SMS and e-mails sent, withheld and refused per hour
                                           (last 24 hours unless --hours)
  session expire <username>                revoke every session of an account
  account create|update <username> [--password P] [--type 0|1|2|4|41|42] [--phone "+63 9171234567"]
          [--email E] [--payee-name N] [--must-change-password true|false]
          [--password-expires-at ISO|none] [--upline USERNAME|none] [--affiliate-code CODE|none]
          [--club-label L|none] [--member-labels "A,B"|none]
                                           create or change an account ("none" clears a field)
  login-failures clear [--username U] [--ip IP]
                                           forget failed logins and new-IP verification locks
                                           (all without options)
  deposit list [--state PENDING|APPROVED|REJECTED]
                                           deposit orders (newest first)
  deposit approve|reject <id>              approve (credits the main wallet) or reject an order
  withdraw list [--state S]                withdrawals with the full account number to pay to
  withdraw approve|reject|pay <id>         review a withdrawal (reject refunds the held amount)
  balance <username>                       an account's wallets
  balance adjust <username> <amount>       credit (100.00) or debit (-50.00) the main wallet
  payout-account share|unshare <number> [--remark R]
                                           let several members bind one bank or e-wallet number
                                           (family, company), or stop new ones binding it
  payout-account collisions [all]          numbers several members bound in different spellings
                                           (found when the number key was widened; later cards
                                           stay usable as shared until you decide)
  payout-account reviewed <number>         mark a number's collisions reviewed
  contract approvals                       agent contract offers above the approval threshold
                                           (agent.contractLimits.approvalAbove), waiting
  contract approve|reject <id>             let the agent accept the offer, or refuse it
  receipts sweep                           count paid withdrawals past their confirmation time
                                           as received (the server also does it every minute)
  reward grant <username> <amount> --title T [--days N]
                                           grant a reward the member claims in the reward centre
                                           (expires after N days; never without --days)
  reward list [username]                   rewards with their state (newest first)
  points adjust <username> <points> [--remark R]
                                           grant (50) or take back (-20) points (goodwill, tests)
  points redemptions [--state PROCESS|APPROVED|REJECTED]
                                           points-mall redemptions (oldest first)
  points approve|reject <id> [--remark R]  decide a redemption (reject returns points and stock)
  feedback list [--state OPEN|ANSWERED]    feedback and complaints (oldest first)
  feedback answer <id> --content TEXT      answer one (the member sees it under their feedback)
  chat list                                chat-room conversations, waiting ones first
  chat show <username>                     a conversation's latest messages
  chat reply <username> --content TEXT     answer in the member's chat room
  promo applications [--state APPLYING|REJECTED|ISSUED|CLAIMED]
                                           promotion applications (images at
                                           /admin/promotions/applications/<id>/images/<1-3>)
  promo approve|reject <id> [--remark R]   approve (the bonus becomes claimable) or reject
  help                                     this text

The CLI talks to the running server (server.json + admin-token in the data folder); when no
server is running it opens the data folder directly. DATA_DIR and DATABASE_URL are honoured.`;
