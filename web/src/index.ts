// The web app's public entry: the terminal's renderer mounts the same App.
export { App } from './app/App.tsx';
