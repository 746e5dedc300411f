/** Version of this build, set by vite.config.ts (BUILD_VERSION, else the build time). */
declare const __BUILD_VERSION__: string;
