/** What the releases module's tests use of downloads: the sweep of zips no product or release names. */
export { deleteSupersededIndicatorFiles } from './service';
