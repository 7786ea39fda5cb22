// The named stack with each library evaluated in a task of its own before the page's code. One named
// export each: a whole namespace would keep every export.
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));
const libraries = [
  async () => (await import('react-dom/client')).hydrateRoot,
  async () => (await import('react-router-dom')).RouterProvider,
  async () => (await import('@apollo/client')).ApolloClient,
  async () => (await import('@apollo/client/react')).useQuery,
  async () => (await import('react-intl')).IntlProvider,
  async () => (await import('react-hook-form')).useForm,
  async () => (await import('zod')).object,
];
for (const library of libraries) {
  await library();
  await pause();
}
(await import('./stack-app.ts')).start();

export {};
