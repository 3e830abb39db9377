/** Demo whitelabel module tree: every module id of contract §6.1 plus DIRECTREG3. */
import type { WhitelabelNode } from '#contract/system-schemas.ts';

type Spec = [modId: string, enabled: boolean, children?: Spec[]];

// Grouped the way the desktop registries attach modules; GEETEST3 and LOGINIPVERF3 are off so
// the demo logs in with the picture captcha and without extra IP verification. SLIDER3 is the
// reference platform's own slider (not a contract module; docs/contract.md "Verification").
const TREE: Spec = [
  'ROOT',
  true,
  [
    [
      'COMM3',
      true,
      [
        ['AGEANNOUNCE3', true],
        ['FEEDBACK3', true],
        ['INBOX3', true],
        ['PROFPIC3', true],
        ['AFFMAN3', true],
        ['CBS3', true],
      ],
    ],
    [
      'REG3',
      true,
      [
        ['USERNAMEREG3', true],
        ['MOBILENUMREG3', true],
        ['MOBILENUMPASSREG3', true],
        ['REGMOBVERF3', true],
        ['DIRECTREG3', true],
      ],
    ],
    [
      'VERIFICATION3',
      true,
      [
        ['MOBILEVERCODELOGIN3', true],
        ['CAPTCHA3', true],
        ['GEETEST3', false],
        ['LOGINIPVERF3', false],
        ['SLIDER3', true],
      ],
    ],
    [
      'PASS3',
      true,
      [
        ['PWDEXPFORCECHANGE3', true],
        ['PWRESETSMS3', true],
        ['CHNGPASSVERIF3', true],
      ],
    ],
    ['FREEPLAY3', true],
    [
      'GAMELO3',
      true,
      [
        ['GAMELOHOT3', true],
        ['GAMELOREC3', true],
        ['GAMELOFAV3', true],
      ],
    ],
    ['FUNDTRANS3', true, [['MEMTRANS3', true]]],
    [
      'REWCEN3',
      true,
      [
        ['MISSIONLB3', true],
        ['PTSYS3', true],
      ],
    ],
    [
      'SIGNCONDIV3',
      true,
      [
        ['DAILYSALCONT3', true],
        ['HOURSAL3', true],
        ['RTSALARY3', true],
      ],
    ],
  ],
];

function build([modId, enabled, children = []]: Spec): WhitelabelNode {
  return { modId, enabled: enabled ? '1' : '0', childrenNodes: children.map(build) };
}

/** A fresh copy of the demo tree. */
export function demoWhitelabel(): WhitelabelNode {
  return build(TREE);
}
