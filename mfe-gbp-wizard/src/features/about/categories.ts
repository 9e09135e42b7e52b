// One list in the contract: the ad suggester knows the trade behind each category.
export { BUSINESS_CATEGORIES } from '@adlaunch/shared/suggestions';
