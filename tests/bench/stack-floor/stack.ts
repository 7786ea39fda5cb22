// The named stack in one chunk, evaluated in one task.
import { start } from './stack-app.ts';

start();
