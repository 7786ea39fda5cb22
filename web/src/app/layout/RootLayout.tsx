import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styles from './Frame.module.css';

/** The router's root: waits for the language catalogue, restores scroll positions. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<div className={styles.bootFallback} aria-busy="true" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
