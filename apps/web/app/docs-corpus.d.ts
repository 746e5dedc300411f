// The documentation, rendered when the site is built (the hostfrontDocs Vite plugin).
declare module "virtual:hostfront-docs" {
  const corpus: import("@hostfront/docs").Corpus;
  export default corpus;
}
