// A Dockerfile read as its stages and instructions, enough for the deployment's rules
// (deployment-rules.ts) where no Docker engine runs to build it.

export interface Instruction {
  /** Upper case: FROM, RUN, COPY, USER, ENV, HEALTHCHECK, CMD … */
  keyword: string;
  args: string;
}

export interface Stage {
  /** The `AS` name, else the stage's index. */
  name: string;
  /** The image or the earlier stage it starts from. */
  base: string;
  instructions: Instruction[];
}

/** Stages in order; continuation lines joined, comments and blank lines dropped, ARGs before the first FROM skipped. */
export function parseDockerfile(text: string): Stage[] {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const stages: Stage[] = [];
  for (const line of lines.map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const [, word = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const keyword = word.toUpperCase();
    if (keyword === 'FROM') {
      const [base = '', as, name] = args.split(/\s+/).filter((part) => !part.startsWith('--'));
      stages.push({ name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length), base, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args: args.replace(/\s+/g, ' ') });
    }
  }
  return stages;
}

/** The stage and the stages it is built on, the first ancestor first. */
export function stageChain(stages: Stage[], name: string): Stage[] {
  const stage = stages.find((s) => s.name === name);
  if (!stage) return [];
  return [...stageChain(stages, stage.base), stage];
}

/** An exec-form argument list (`["node", "x.mjs"]`); undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  return JSON.parse(args) as string[];
}

/** `ENV A=1 B=2` (the values this project writes: no spaces or quotes). */
export function envPairs(args: string): [string, string][] {
  return args.split(' ').map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}
