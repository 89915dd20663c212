// `npx tsx apps/server/bench/home-weight.ts http://127.0.0.1:3000`: what `/` downloads before it shows content.
import { measureHome } from './web';

const result = await measureHome(process.argv[2] ?? 'http://127.0.0.1:3000');
console.log(result);
