// The analysis worker thread's body: one job at a time, as the main thread sends them
// (analyser.ts), each answered with its outcome. A job that throws is answered with the error;
// nothing it does can reach the game server's event loop.
import { parentPort } from 'node:worker_threads';
import { analyseJob } from './analyse';
import type { AnalysisJob } from './job';

if (!parentPort) throw new Error('the analysis worker runs only as a worker thread');
const port = parentPort;
port.on('message', (job: AnalysisJob) => port.postMessage(analyseJob(job)));
// The main thread waits for this before it sends a job: the engines are loaded by then.
port.postMessage({ ready: true });
