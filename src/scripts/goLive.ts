/**
 * `npm run go-live`: what is done and what is left before the site is live on GitHub Pages, read
 * from this repository, offline (src/buildtime/goLive/). Informational: it ends with 0.
 */
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import { goLiveReport } from '../buildtime/goLive/goLiveSteps';
import { readRepositoryState } from '../buildtime/goLive/repositoryState';
import { projectPaths } from '../buildtime/settings/projectPaths';

readCommandArguments({ usage: 'npm run go-live' });
console.log(goLiveReport(readRepositoryState(projectPaths.root, process.env)).join('\n'));
