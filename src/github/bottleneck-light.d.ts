// `bottleneck/light.js` (the build without Redis clustering that @octokit/plugin-throttling itself uses)
// ships no typings of its own; it exports the same class as the typed main entry.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
