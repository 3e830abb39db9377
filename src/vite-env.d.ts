/// <reference types="vite/client" />
/** Build identifier, changes every build; busts the persisted query cache. */
declare const __APP_BUILD_ID__: string;
