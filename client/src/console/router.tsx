import { createBrowserRouter } from 'react-router-dom';
import { consoleRoutes } from './routes';

/** The console lives under /console/ on the trial's apex. */
export const consoleRouter = createBrowserRouter(consoleRoutes, { basename: '/console' });
