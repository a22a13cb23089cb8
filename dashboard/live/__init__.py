"""The browser-side live view of the threshold: evalcore's stop table sent once, every move
answered in the browser (the app's custom component and the report's inline copy)."""
