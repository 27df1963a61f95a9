// Async boundary: the federation runtime settles shared singletons before React loads.
void import('./bootstrap');
