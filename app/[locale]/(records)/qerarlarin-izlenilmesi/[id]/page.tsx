import { recommendationMetadata, RecommendationPage } from './recommendation-page';

export const generateMetadata = recommendationMetadata;
export default RecommendationPage;
