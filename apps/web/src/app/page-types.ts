import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/home-page.tsx';
import { SignInPage } from '../pages/sign-in/sign-in-page.tsx';
import { SignUpPage } from '../pages/sign-up/sign-up-page.tsx';

/** The component of each page type; content data names a page type and the selector renders its component. */
export const pageComponents = {
  HomePage,
  SignInPage,
  SignUpPage,
} satisfies Record<string, ComponentType>;

/** The name of a page type the app can render. */
export type PageType = keyof typeof pageComponents;
