// `npm run build`: build the web app and stamp it, so `npm start` knows the build is current.
import { buildWeb } from './web-build-stamp.mjs';

buildWeb({ force: true });
