// The scaled profile's round-robin balancer (round-robin-proxy.ts) as a process of its own; its targets are the arguments.
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { announce } from './service-process.ts';

const proxy = await startRoundRobinProxy(process.argv.slice(2));
announce({ url: proxy.url, port: proxy.port }, () => proxy.stop());
