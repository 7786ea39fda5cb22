// The rules a `docker compose up` on a fresh machine depends on (issue 22), read from the files
// where no Docker engine runs. Each function answers the problems it finds, so a test shows both
// that the repository's files have none and that a broken file is caught.
import { envPairs, execForm, stageChain, type Instruction, type Stage } from './dockerfile.ts';

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; target?: string };
  command?: string[] | string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const isRoot = (user: string) => ['root', '0'].includes(user.split(':')[0] ?? '');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the stage named `target` and those it is built on do, in order. */
function instructionsOf(stages: Stage[], target: string): Instruction[] {
  return stageChain(stages, target).flatMap((stage) => stage.instructions);
}

/**
 * An image target's problems: it must run compiled JavaScript with node on production dependencies
 * only, as a user other than root who owns each of `dataDirs` (made and given before USER), with a
 * HEALTHCHECK on the tier's /readyz or /healthz.
 */
export function imageProblems(stages: Stage[], target: string, dataDirs: string[]): string[] {
  const chain = stageChain(stages, target);
  if (chain.length === 0) return [`no stage named ${target}`];
  const steps = instructionsOf(stages, target);
  const problems: string[] = [];

  const cmd = execForm(steps.filter((step) => step.keyword === 'CMD').at(-1)?.args ?? '') ?? [];
  if (cmd[0] !== 'node' || !/\/dist\/[\w.-]+\.mjs$/.test(cmd.at(-1) ?? '') || cmd.some((arg) => /tsx|\.ts$/.test(arg))) {
    problems.push(`${target}: CMD must run a compiled dist/*.mjs with node (exec form), not ${JSON.stringify(cmd)}`);
  }

  const installs = (steps: Instruction[]) => steps.filter((step) => step.keyword === 'RUN' && /\bnpm (ci|install|i)\b/.test(step.args));
  for (const install of installs(steps)) {
    if (!install.args.includes('--omit=dev')) problems.push(`${target}: installs devDependencies (${install.args})`);
  }
  // What is copied from another stage: its node_modules only from an install without devDependencies,
  // and from a stage that ran a full install only its build outputs.
  for (const copy of steps.filter((step) => step.keyword === 'COPY' && step.args.includes('--from='))) {
    const [, from = '', source = ''] = /--from=(\S+) (\S+)/.exec(copy.args) ?? [];
    const sourceSteps = installs(instructionsOf(stages, from));
    const productionOnly = sourceSteps.length > 0 && sourceSteps.every((step) => step.args.includes('--omit=dev'));
    if (!productionOnly && !/\/dist\/?$/.test(source)) problems.push(`${target}: copies ${source} from ${from}, which holds devDependencies`);
  }

  const users = steps.filter((step) => step.keyword === 'USER');
  const user = users.at(-1)?.args ?? 'root';
  if (isRoot(user)) problems.push(`${target}: runs as root`);
  const lastUser = steps.lastIndexOf(users.at(-1)!);
  const owner = escaped(user.split(':')[0] ?? '');
  for (const dir of dataDirs) {
    const made = steps.findIndex(
      (step) =>
        step.keyword === 'RUN' &&
        new RegExp(`mkdir -p [^&;]*${escaped(dir)}\\b`).test(step.args) &&
        new RegExp(`chown (-R )?${owner}(:\\S+)? [^&;]*${escaped(dir)}\\b`).test(step.args),
    );
    if (made === -1 || made > lastUser) problems.push(`${target}: ${dir} is not made and given to ${user} before USER`);
  }

  const healthcheck = steps.filter((step) => step.keyword === 'HEALTHCHECK').at(-1);
  if (!healthcheck || /^NONE\b/i.test(healthcheck.args) || !/\/(readyz|healthz)\b/.test(healthcheck.args)) {
    problems.push(`${target}: no HEALTHCHECK on /readyz or /healthz`);
  }
  return problems;
}

/** The directories a built service writes: its DATA_DIR (the image's or the compose file's) and its volumes' mount points. */
export function dataDirsOf(stages: Stage[], target: string, service: ComposeService): string[] {
  const imageEnv = Object.fromEntries(instructionsOf(stages, target).filter((step) => step.keyword === 'ENV').flatMap((step) => envPairs(step.args)));
  const dataDir = service.environment?.DATA_DIR ?? imageEnv.DATA_DIR;
  const mounts = (service.volumes ?? []).map((volume) => volume.split(':')[1] ?? volume);
  return [...new Set([...(dataDir ? [dataDir] : []), ...mounts])];
}

const targetOf = (service: ComposeService) => (typeof service.build === 'object' ? service.build.target : undefined);

/**
 * The compose file's problems: every long-running service restarts and has a healthcheck (its own,
 * or its image target's HEALTHCHECK), waits for what it depends on to be healthy (a one-off to have
 * completed), built services name a Dockerfile target that passes imageProblems, and named volumes
 * are declared.
 */
export function composeProblems(compose: ComposeFile, stages: Stage[]): string[] {
  const problems: string[] = [];
  const dependencies = Object.values(compose.services).flatMap((service) => (Array.isArray(service.depends_on) ? [] : Object.entries(service.depends_on ?? {})));
  const oneOff = new Set(dependencies.filter(([, dependency]) => dependency.condition === 'service_completed_successfully').map(([name]) => name));
  for (const [name, service] of Object.entries(compose.services)) {
    if (Array.isArray(service.depends_on)) problems.push(`${name}: depends_on without conditions (it would start before its dependencies are ready)`);
    for (const [dependency, { condition }] of Array.isArray(service.depends_on) ? [] : Object.entries(service.depends_on ?? {})) {
      const wanted = oneOff.has(dependency) ? 'service_completed_successfully' : 'service_healthy';
      if (condition !== wanted) problems.push(`${name}: waits for ${dependency} with ${condition ?? 'no condition'}, not ${wanted}`);
    }
    const target = targetOf(service);
    if (service.build !== undefined) {
      if (!target) problems.push(`${name}: builds the Dockerfile without a target`);
      else problems.push(...imageProblems(stages, target, dataDirsOf(stages, target, service)).map((problem) => `${name}: ${problem}`));
      if (service.command !== undefined && /tsx|\.ts\b/.test(String(service.command))) problems.push(`${name}: command runs TypeScript`);
    }
    for (const volume of service.volumes ?? []) {
      const source = volume.split(':')[0] ?? '';
      if (!source.startsWith('.') && !source.startsWith('/') && !(source in (compose.volumes ?? {}))) problems.push(`${name}: volume ${source} is not declared`);
    }
    if (oneOff.has(name)) continue;
    if (!['always', 'unless-stopped'].includes(service.restart ?? '')) problems.push(`${name}: no restart policy (restart: unless-stopped)`);
    const ownCheck = service.healthcheck?.test !== undefined && !service.healthcheck.disable;
    const imageCheck = target !== undefined && instructionsOf(stages, target).some((step) => step.keyword === 'HEALTHCHECK');
    if (!ownCheck && !imageCheck) problems.push(`${name}: no healthcheck`);
  }
  return problems;
}

/** The variables the compose file requires (`${VAR:?message}`), sorted. */
export function requiredVariables(composeText: string): string[] {
  return [...new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+):?\?/g)].map((match) => match[1]!))].sort();
}
