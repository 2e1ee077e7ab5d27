import { createBrowserRouter } from 'react-router';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './layout/NotFoundPage';

/**
 * One route table for the whole app. Each feature exports its pages; heavy or rarely used pages are lazy
 * so the home page ships little JavaScript.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
]);
