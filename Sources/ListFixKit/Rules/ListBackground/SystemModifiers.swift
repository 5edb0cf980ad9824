/// SwiftUI view modifiers that draw nothing over a list's scroll background and set no
/// environment value that hides it. A modifier outside this set, such as a helper from a package
/// listfix does not read (`.hidingScrollBackground`), may hide the background: `list-background`
/// says nothing about a chain that calls one.
let systemModifiers: Set<String> = [
    // Layout and drawing of the list itself.
    "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "zIndex", "ignoresSafeArea",
    "edgesIgnoringSafeArea", "safeAreaInset", "safeAreaPadding", "contentMargins", "containerRelativeFrame",
    "clipped", "clipShape", "cornerRadius", "mask", "shadow", "opacity", "blur", "overlay", "border",
    "compositingGroup", "drawingGroup", "scaleEffect", "rotationEffect", "rotation3DEffect", "coordinateSpace",
    "background", "backgroundStyle", "tint", "accentColor", "foregroundColor", "foregroundStyle", "font",
    "fontWeight", "bold", "italic", "multilineTextAlignment", "lineLimit", "lineSpacing", "textCase",
    "minimumScaleFactor", "truncationMode", "symbolRenderingMode", "imageScale", "dynamicTypeSize", "redacted",
    "preferredColorScheme", "colorScheme", "environment", "environmentObject", "controlSize", "labelsHidden",
    // Lists and scrolling.
    "listStyle", "listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint",
    "listSectionSeparator", "listSectionSeparatorTint", "listRowSpacing", "listSectionSpacing", "listItemTint",
    "headerProminence", "scrollIndicators", "scrollDisabled", "scrollDismissesKeyboard", "scrollBounceBehavior",
    "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout", "scrollClipDisabled", "defaultScrollAnchor",
    "refreshable", "searchable", "searchScopes", "searchSuggestions", "environment", "onDelete", "onMove",
    "onInsert", "deleteDisabled", "moveDisabled", "formStyle", "pickerStyle", "buttonStyle", "toggleStyle",
    "textFieldStyle", "labelStyle", "menuStyle", "tableStyle", "id", "tag", "equatable",
    // Navigation, toolbars and presentation.
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
    "navigationBarBackButtonHidden", "navigationBarItems", "navigationDestination", "navigationSubtitle",
    "navigationSplitViewColumnWidth", "navigationViewStyle", "toolbar", "toolbarBackground",
    "toolbarColorScheme", "toolbarRole", "toolbarTitleMenu", "toolbarTitleDisplayMode", "toolbarVisibility",
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "fileImporter",
    "fileExporter", "presentationDetents", "presentationDragIndicator", "presentationBackground",
    "presentationCornerRadius", "interactiveDismissDisabled", "tabItem", "badge", "statusBarHidden",
    "statusBar", "help", "keyboardShortcut", "contextMenu", "swipeActions",
    // Events, state and accessibility.
    "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "onTapGesture", "onLongPressGesture",
    "gesture", "simultaneousGesture", "highPriorityGesture", "onHover", "onDrop", "onDrag", "draggable",
    "dropDestination", "onOpenURL", "onContinueUserActivity", "userActivity", "onPreferenceChange",
    "preference", "focused", "focusable", "focusedValue", "focusedSceneValue", "defaultFocus", "onExitCommand",
    "onCommand", "disabled", "hidden", "allowsHitTesting", "contentShape", "animation", "transition",
    "matchedGeometryEffect", "sensoryFeedback", "accessibilityLabel", "accessibilityIdentifier",
    "accessibilityHidden", "accessibilityElement", "accessibilityHint", "accessibilityValue",
    "accessibilityAddTraits", "accessibilityAction", "privacySensitive", "submitLabel", "keyboardType",
    "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled", "disableAutocorrection",
    "textContentType", "environment", "transaction", "photosPicker",
]
