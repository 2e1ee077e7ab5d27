import { afterEach } from 'vitest';
import { killStrayProcesses } from './server-process';

afterEach(killStrayProcesses);
