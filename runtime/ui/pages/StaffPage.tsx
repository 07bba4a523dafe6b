/**
 * /staff/*: the dealership's own pages, one page module for the route catalogue (so the shop's route table, in
 * every page's first load, holds one entry for all of them), each page loading on its own when it is visited.
 * Sign-in stands alone; every other page is inside the staff frame, which needs a signed-in member.
 */
import { lazy } from 'react';
import type { RouteObject } from '@dealer/ui/router';
import { useRouteElement } from '../route-element';
import { StaffFrame } from '../staff/StaffFrame';

const SignIn = lazy(() => import('../staff/SignIn'));
const Inbox = lazy(() => import('../staff/Inbox'));
const LeadPage = lazy(() => import('../staff/LeadPage'));
const Reports = lazy(() => import('../staff/Reports'));
const Team = lazy(() => import('../staff/Team'));
const ConversationsPage = lazy(() => import('../staff/chat/ConversationsPage'));
const ConversationPage = lazy(() => import('../staff/chat/ConversationPage'));
const StaffNotFound = lazy(() => import('../staff/StaffNotFound'));

// Route objects, drawn as the site's own routes are (useRouteElement): <Routes> and <Route> would bring more of
// React Router into every page's first load, where the router's code is.
const STAFF_ROUTES: RouteObject[] = [
  { path: 'sign-in', element: <SignIn /> },
  {
    element: <StaffFrame />,
    children: [
      { index: true, element: <Inbox /> },
      { path: 'leads/:id', element: <LeadPage /> },
      { path: 'reports', element: <Reports /> },
      { path: 'team', element: <Team /> },
      { path: 'conversations', element: <ConversationsPage /> },
      { path: 'conversations/:id', element: <ConversationPage /> },
      { path: '*', element: <StaffNotFound /> },
    ],
  },
];

export default function StaffPage() {
  return useRouteElement(STAFF_ROUTES);
}
