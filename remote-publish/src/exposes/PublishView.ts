export { PublishView as default } from '../published/PublishView';
