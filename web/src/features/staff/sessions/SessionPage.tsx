export default function SessionPage() { return null; } // Placeholder: the staff pages' helper replaces it.
