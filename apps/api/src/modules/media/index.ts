// The media module as other modules see it: pictures checked, re-encoded, stored and served.
export { pictureUrls, removePicture, storePicture } from './picture.service.ts';
