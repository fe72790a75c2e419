import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {testRoutesEnabled} from './enabled';
import {testRoutes} from './routes';

/** Adds pages only the test build has (ASSETRA_TEST_ROUTES=1), so browser tests can reach the crash screen. */
export default function testRoutesPlugin(_context: LoadContext): Plugin | null {
  if (!testRoutesEnabled()) return null;
  return {
    name: 'assetra-test-routes',
    contentLoaded({actions}) {
      actions.addRoute({path: testRoutes.crash, component: path.join(__dirname, 'CrashPage.tsx'), exact: true});
    },
  };
}
