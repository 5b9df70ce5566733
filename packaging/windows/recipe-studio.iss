; Inno Setup 6 script (6.3 or newer): the Recipe Studio installer for Windows.
;
; Build the app first, on Windows, then the installer:
;   python packaging\build.py --target windows --installer
; or by hand, from the repository's folder:
;   iscc /DAppVersion=0.1.0 packaging\windows\recipe-studio.iss
; Relative paths in this script (Source:, OutputDir, SetupIconFile, and so the defaults
; of BundleDir and OutputDir below) are relative to THIS file's folder, packaging\windows
; (Inno Setup's SourceDir), not to the folder iscc runs in. To point elsewhere pass
; absolute paths, as build.py does:
;   iscc /DAppVersion=0.1.0 "/DBundleDir=C:\src\recipe-studio\dist\Recipe Studio"
;        "/DOutputDir=C:\src\recipe-studio\dist" packaging\windows\recipe-studio.iss
; /DSigned (with iscc's /Srecipestudio=... sign tool, see build.py) signs the setup and
; its uninstaller with Authenticode.
;
; It installs per user by default (no administrator needed; the setup offers "all
; users" too), adds a Start menu entry, and registers the recipe file type the way Inno
; Setup's own Script Wizard writes a file association:
;   * the ProgID RecipeStudio.Recipe ("Recipe Studio recipe", the app's icon, the "open"
;     verb  "Recipe Studio.exe" gui "<file>");
;   * .recipe files list it in .recipe\OpenWithProgids (a string value named after the
;     ProgID, empty data), so a double-click opens them in Recipe Studio: .recipe is the
;     Studio's own extension (Windows chooses an app by a file's LAST extension, which is
;     why share files are no longer named .recipe.json);
;   * .json files get Recipe Studio in their "Open with" list the same way, never their
;     default: which app opens .json files stays the user's choice.
; Uninstalling removes the ProgID, our two OpenWithProgids values and the keys left empty
; by that, never a value or key another program put there.

#if Ver < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed (this script uses ArchitecturesAllowed=x64compatible): get it from jrsoftware.org
#endif
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\Recipe Studio"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define AppName "Recipe Studio"
#define AppExe "Recipe Studio.exe"
#define ProgId "RecipeStudio.Recipe"
#define RecipeExt ".recipe"

[Setup]
AppId={{F4C06D12-9CF0-48D0-9989-62F5F2F86E20}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Recipe Studio contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6 runs on Windows 10 1809 (build 17763) or newer, 64-bit only.
MinVersion=10.0.17763
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=Recipe-Studio-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\recipe-studio.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
VersionInfoVersion={#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
#ifdef Signed
SignTool=recipestudio
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The recipe document type (its ProgID, icon and "open" verb).
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Recipe Studio recipe"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" gui ""%1"""
; .recipe files open with it; .json files offer it in "Open with". The keys are listed
; first with uninsdeletekeyifempty: the uninstaller works backwards, so it removes our
; values, then each key only if nothing else is left in it.
Root: HKA; Subkey: "Software\Classes\{#RecipeExt}"; Flags: uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#RecipeExt}\OpenWithProgids"; Flags: uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#RecipeExt}\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; Flags: uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
; The app's own entry (its name in "Open with", the types it takes).
Root: HKA; Subkey: "Software\Classes\Applications"; Flags: uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#RecipeExt}"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" gui ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
