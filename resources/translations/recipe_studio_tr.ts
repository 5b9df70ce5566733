<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
  <context>
    <name>About</name>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="186" />
      <source>About Recipe Studio</source>
      <translation>Recipe Studio hakkında</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="174" />
      <source>Build, check, test and publish LMCP recipes without programming.</source>
      <translation>LMCP tariflerini programlama bilmeden oluşturun, denetleyin, deneyin ve yayımlayın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="176" />
      <source>Recipe Studio is MIT-licensed. Bundled libraries and their licenses:</source>
      <translation>Recipe Studio, MIT lisansıyla dağıtılır. Birlikte gelen kitaplıklar ve lisansları:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="166" />
      <source>The full license texts are in {folder}.</source>
      <translation>Lisans metinlerinin tamamı şu klasördedir: {folder}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/about.py" line="59" />
      <source>see its license file</source>
      <translation>lisans dosyasına bakın</translation>
    </message>
  </context>
  <context>
    <name>ArgumentForm</name>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="206" />
      <source>(not set)</source>
      <translation>(ayarlanmadı)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="300" />
      <source>Add argument</source>
      <translation>Bağımsız değişken ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/array_editor.py" line="44" />
      <source>Add item</source>
      <translation>Öğe ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="110" />
      <source>Argument {name}</source>
      <translation>Bağımsız değişken: {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="18" />
      <location filename="recipe_studio/gui/fields/facts_source.py" line="24" />
      <source>As the built-in tools expect; the platform may differ.</source>
      <translation>Yerleşik araçların beklediği gibi; platform farklı olabilir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="21" />
      <source>As “{connection}” expected when last reached; the platform may differ.</source>
      <translation>Son bağlanıldığında “{connection}” bunu böyle bekliyordu; platform farklı olabilir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="20" />
      <source>As “{connection}” expects; the platform may differ.</source>
      <translation>“{connection}” bunu böyle bekliyor; platform farklı olabilir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="240" />
      <source>Click the marked value to choose what it should read instead.</source>
      <translation>Bunun yerine neyi okuması gerektiğini seçmek için işaretli değere tıklayın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="50" />
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="37" />
      <source>Filled in when the recipe runs. Click for choices.</source>
      <translation>Tarif çalıştığında doldurulur. Seçenekler için tıklayın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="183" />
      <source>Insert a parameter</source>
      <translation>Parametre ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="185" />
      <source>Insert the result of an earlier step</source>
      <translation>Önceki bir adımın sonucunu ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="80" />
      <source>Item {n}</source>
      <translation>Öğe {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="298" />
      <source>New argument name</source>
      <translation>Yeni bağımsız değişken adı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="266" />
      <source>No</source>
      <translation>Hayır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="26" />
      <source>No list of this tool's arguments is known: add the ones it needs.</source>
      <translation>Bu aracın bağımsız değişken listesi bilinmiyor: gerekenleri ekleyin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="187" />
      <source>Remove this argument</source>
      <translation>Bu bağımsız değişkeni kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/token_edit.py" line="199" />
      <source>Remove this value</source>
      <translation>Bu değeri kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="85" />
      <source>Required</source>
      <translation>Zorunlu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form_context.py" line="45" />
      <source>Set to yes, this step runs without showing its preview first (this platform revision keeps it). The run still asks once before it starts.</source>
      <translation>“Evet” olarak ayarlanırsa bu adım önce önizlemesini göstermeden çalışır (platformun bu sürümü buna izin verir). Çalıştırma başlamadan önce yine bir kez sorar.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="290" />
      <source>The catalog lists no arguments for this tool.</source>
      <translation>Katalogda bu araç için bağımsız değişken listelenmiyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/facts_source.py" line="25" />
      <source>The names the platform's public notes give; there may be more.</source>
      <translation>Platformun herkese açık notlarındaki adlar; başkaları da olabilir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="152" />
      <source>Type a value instead</source>
      <translation>Bunun yerine bir değer yaz</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="175" />
      <source>Use another parameter here…</source>
      <translation>Burada başka bir parametre kullan…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="153" />
      <source>Use another parameter…</source>
      <translation>Başka bir parametre kullan…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="177" />
      <source>Use another step's result here…</source>
      <translation>Burada başka bir adımın sonucunu kullan…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="154" />
      <source>Use another step's result…</source>
      <translation>Başka bir adımın sonucunu kullan…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="46" />
      <source>Value filled in at run time: {token}</source>
      <translation>Çalıştırma sırasında doldurulan değer: {token}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="266" />
      <source>Yes</source>
      <translation>Evet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/token_edit.py" line="259" />
      <location filename="recipe_studio/gui/fields/value_editors.py" line="182" />
      <source>a value, or JSON such as [1, 2] or {"a": 1}</source>
      <translation>bir değer veya [1, 2] ya da {"a": 1} gibi JSON</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/form.py" line="297" />
      <source>new argument name</source>
      <translation>yeni bağımsız değişken adı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="120" />
      <location filename="recipe_studio/gui/fields/value_editors.py" line="169" />
      <source>not set</source>
      <translation>ayarlanmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="259" />
      <source>not set (at least {low})</source>
      <translation>ayarlanmadı (en az {low})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="261" />
      <source>not set (at most {high})</source>
      <translation>ayarlanmadı (en çok {high})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/value_editors.py" line="257" />
      <source>not set ({low} to {high})</source>
      <translation>ayarlanmadı ({low} ile {high} arası)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/token_chip.py" line="48" />
      <source>{token}: points at nothing any more</source>
      <translation>{token}: artık hiçbir şeyi göstermiyor</translation>
    </message>
  </context>
  <context>
    <name>CatalogChoice</name>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="149" />
      <source>A catalog file…</source>
      <translation>Bir katalog dosyası…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="176" />
      <source>Catalog not loaded</source>
      <translation>Katalog yüklenmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="169" />
      <source>Catalogs (*.json)</source>
      <translation>Kataloglar (*.json)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="169" />
      <source>Load catalog</source>
      <translation>Katalog yükle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="139" />
      <source>The built-in tools</source>
      <translation>Yerleşik araçlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="137" />
      <source>The platform's own list of tools</source>
      <translation>Platformun kendi araç listesi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/catalog_choice.py" line="146" />
      <source>The tools of “{name}”</source>
      <translation>“{name}” araçları</translation>
    </message>
  </context>
  <context>
    <name>Catalogs</name>
    <message>
      <location filename="recipe_studio/gui/words.py" line="105" />
      <source>Custom-tool host (public snapshot)</source>
      <translation>Özel araç sunucusu (herkese açık kopya)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="102" />
      <source>LMCP for Windows (public snapshot)</source>
      <translation>Windows için LMCP (herkese açık kopya)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="99" />
      <source>LMCP for macOS (public snapshot)</source>
      <translation>macOS için LMCP (herkese açık kopya)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="108" />
      <source>Recipe Studio built-in tools</source>
      <translation>Recipe Studio yerleşik araçları</translation>
    </message>
  </context>
  <context>
    <name>ChecksSection</name>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="212" />
      <source>Add a check</source>
      <translation>Denetim ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="101" />
      <source>Add check…</source>
      <translation>Denetim ekle…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="226" />
      <source>Check that</source>
      <translation>Denetlenecek</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="111" />
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="99" />
      <source>Checks</source>
      <translation>Denetimler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="119" />
      <source>No checks yet. Add one, or right-click a value in a result.</source>
      <translation>Henüz denetim yok. Bir tane ekleyin ya da bir sonuçtaki değere sağ tıklayın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="104" />
      <source>Remove</source>
      <translation>Kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="198" />
      <source>Remove check</source>
      <translation>Denetimi kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="105" />
      <source>Remove the selected check</source>
      <translation>Seçili denetimi kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="102" />
      <source>Say what this step's result should be; every run checks it</source>
      <translation>Bu adımın sonucunun ne olması gerektiğini söyleyin; her çalıştırma bunu denetler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="228" />
      <source>Value</source>
      <translation>Değer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="219" />
      <source>Where in the result, e.g. notes › first › name</source>
      <translation>Sonucun neresinde, örneğin notes › ilk › name</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="225" />
      <source>a text, a number, true or false</source>
      <translation>bir metin, bir sayı, true ya da false</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="64" />
      <source>contains</source>
      <translation>şunu içerir</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="63" />
      <source>equals</source>
      <translation>şuna eşittir</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="66" />
      <source>has at least N items</source>
      <translation>en az N öğesi var</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="65" />
      <source>is at least</source>
      <translation>en az şu kadardır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="62" />
      <source>is present</source>
      <translation>mevcuttur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/checks_section.py" line="67" />
      <source>the step succeeds</source>
      <translation>adım başarılı olur</translation>
    </message>
  </context>
  <context>
    <name>Connections</name>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="44" />
      <source>Added from {app}: {names}.</source>
      <translation>{app} uygulamasından eklendi: {names}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="49" />
      <source>Connections</source>
      <translation>Bağlantılar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="48" />
      <source>Every server of {app} is a connection already.</source>
      <translation>{app} uygulamasının her sunucusu zaten bir bağlantı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="77" />
      <source>Give the connection a name of its own.</source>
      <translation>Bağlantıya kendine özgü bir ad verin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/app_servers.py" line="32" />
      <source>The settings of {app} could not be read ({file}).</source>
      <translation>{app} ayarları okunamadı ({file}).</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/app_servers.py" line="28" />
      <source>Use the servers of {app} (%n)</source>
      <translation>
        <numerusform>{app} sunucularını kullan (%n)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="88" />
      <location filename="recipe_studio/gui/words.py" line="111" />
      <source>built-in tools</source>
      <translation>yerleşik araçlar</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/connections.py" line="127" />
      <source>connected · %n tool(s)</source>
      <translation>
        <numerusform>bağlandı · %n araç</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="130" />
      <source>failed: {error}</source>
      <translation>başarısız: {error}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="129" />
      <location filename="recipe_studio/gui/run/connections.py" line="144" />
      <source>not started</source>
      <translation>başlatılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="126" />
      <source>starting…</source>
      <translation>başlatılıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections.py" line="128" />
      <source>stopped</source>
      <translation>durduruldu</translation>
    </message>
  </context>
  <context>
    <name>Editor</name>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="135" />
      <source>&amp;Description</source>
      <translation>&amp;Açıklama</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="128" />
      <source>&amp;Name</source>
      <translation>A&amp;d</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="128" />
      <source>&amp;Target</source>
      <translation>&amp;Hedef</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="160" />
      <source>+ Parameter</source>
      <translation>+ Parametre</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="149" />
      <source>+ Step</source>
      <translation>+ Adım</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="151" />
      <source>+ Wait</source>
      <translation>+ Bekleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="101" />
      <source>A short name, e.g. Morning brief</source>
      <translation>Kısa bir ad, ör. Sabah özeti</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="124" />
      <source>Active tool catalog</source>
      <translation>Etkin araç kataloğu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="149" />
      <source>Add a tool step</source>
      <translation>Araç adımı ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="151" />
      <source>Add a wait step</source>
      <translation>Bekleme adımı ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="160" />
      <source>Add parameter</source>
      <translation>Parametre ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="118" />
      <source>Catalog…</source>
      <translation>Katalog…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="218" />
      <source>Checked against: {name}</source>
      <translation>Denetlenen katalog: {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="119" />
      <source>Choose the tool catalog</source>
      <translation>Araç kataloğunu seçin</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="155" />
      <source>Delete</source>
      <translation>Sil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="155" />
      <source>Delete the selected steps</source>
      <translation>Seçili adımları sil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="153" />
      <source>Duplicate</source>
      <translation>Çoğalt</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="153" />
      <source>Duplicate the selected steps</source>
      <translation>Seçili adımları çoğalt</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="166" />
      <source>Move parameter down</source>
      <translation>Parametreyi aşağı taşı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="164" />
      <source>Move parameter up</source>
      <translation>Parametreyi yukarı taşı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="159" />
      <source>Move the selected steps down (Alt+Down)</source>
      <translation>Seçili adımları aşağı taşı (Alt+Aşağı)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="157" />
      <source>Move the selected steps up (Alt+Up)</source>
      <translation>Seçili adımları yukarı taşı (Alt+Yukarı)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="124" />
      <source>Parameters</source>
      <translation>Parametreler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="187" />
      <source>Parameters ({n})</source>
      <translation>Parametreler ({n})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="104" />
      <source>Recipe description</source>
      <translation>Tarif açıklaması</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="100" />
      <source>Recipe name</source>
      <translation>Tarif adı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="162" />
      <source>Remove</source>
      <translation>Kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="162" />
      <source>Remove parameter</source>
      <translation>Parametreyi kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="155" />
      <source>Show or hide the parameters</source>
      <translation>Parametreleri göster veya gizle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="176" />
      <source>Steps</source>
      <translation>Adımlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="180" />
      <source>Steps run in order; drag rows to reorder them.</source>
      <translation>Adımlar sırayla çalışır; sıralarını değiştirmek için satırları sürükleyin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="112" />
      <source>Target platform</source>
      <translation>Hedef platform</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="178" />
      <source>The recipe's steps in order. Alt+Up and Alt+Down move the selected steps.</source>
      <translation>Tarifin adımları, çalışma sırasıyla. Alt+Yukarı ve Alt+Aşağı seçili adımları taşır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/params_section.py" line="156" />
      <source>Values the recipe asks for each time it runs</source>
      <translation>Tarifin her çalıştırılışında sorduğu değerler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/editor.py" line="105" />
      <source>What does this recipe do?</source>
      <translation>Bu tarif ne yapıyor?</translation>
    </message>
  </context>
  <context>
    <name>Examples</name>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source># Files in ${steps[1].result.path}

${steps[1].result.count} entries:

${steps[1].result.entries}
</source>
      <translation># ${steps[1].result.path} içindeki dosyalar

${steps[1].result.count} öğe:

${steps[1].result.entries}
</translation>
    </message>
    <message>
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <source>${steps[0].result.date}: ${steps[1].result.result} s</source>
      <translation>${steps[0].result.date}: ${steps[1].result.result} sn</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>${steps[1].result.count} note(s) mention “${query}”:

${steps[1].result.matches}</source>
      <translation>“${query}” geçen not sayısı: ${steps[1].result.count}

${steps[1].result.matches}</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>File report</source>
      <translation>Dosya raporu</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Finds the notes that mention a word and lists them in a new note.</source>
      <translation>Bir sözcüğü anan notları bulur ve yeni bir notta listeler.</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>Folder</source>
      <translation>Klasör</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Good morning! It is ${steps[0].result.weekday_name} ${steps[0].result.date}, ${steps[0].result.time} (${steps[0].result.timezone}).

You have ${steps[1].result.count} notes.</source>
      <translation>Günaydın! Bugün ${steps[0].result.date} (${steps[0].result.weekday_name}), saat ${steps[0].result.time} (${steps[0].result.timezone}).

${steps[1].result.count} notunuz var.</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>How many notes the round-up lists at most.</source>
      <translation>Derlemenin en fazla kaç not listeleyeceği.</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>Lists a folder of your workspace and writes the list to a report file.</source>
      <translation>Çalışma klasörünüzdeki bir klasörü listeler ve listeyi bir rapor dosyasına yazar.</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Morning brief</source>
      <translation>Sabah özeti</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Morning brief ${steps[0].result.date}</source>
      <translation>Sabah özeti ${steps[0].result.date}</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Most notes listed</source>
      <translation>En fazla not sayısı</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Notes round-up</source>
      <translation>Not derlemesi</translation>
    </message>
    <message>
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <source>Reads the clock and works out how many seconds a day has (read-only).</source>
      <translation>Saati okur ve bir günün kaç saniye sürdüğünü hesaplar (salt okunur).</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Round-up: ${query} (${steps[0].result.date})</source>
      <translation>Derleme: ${query} (${steps[0].result.date})</translation>
    </message>
    <message>
      <location filename="resources/examples/file-report.recipe.json" line="0" />
      <source>The folder of your workspace to list (. is the workspace itself).</source>
      <translation>Çalışma klasörünüzde listelenecek klasör (. çalışma klasörünün kendisidir).</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>The notes that mention it are listed.</source>
      <translation>Onu anan notlar listelenir.</translation>
    </message>
    <message>
      <location filename="resources/examples/time-check.recipe.json" line="0" />
      <source>Time check</source>
      <translation>Saat denetimi</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Time zone</source>
      <translation>Saat dilimi</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Today's date and time, how many notes you have, saved as a note.</source>
      <translation>Bugünün tarihi ve saati ile kaç notunuz olduğu, bir not olarak kaydedilir.</translation>
    </message>
    <message>
      <location filename="resources/examples/morning-brief.recipe.json" line="0" />
      <source>Where the date and time are read, as a region like Europe/Paris.</source>
      <translation>Tarih ve saatin okunacağı yer: Europe/Paris gibi bir bölge.</translation>
    </message>
    <message>
      <location filename="resources/examples/notes-round-up.recipe.json" line="0" />
      <source>Word to look for</source>
      <translation>Aranacak sözcük</translation>
    </message>
  </context>
  <context>
    <name>Library</name>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="188" />
      <source>Duplicate</source>
      <translation>Çoğalt</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="207" />
      <source>Export…</source>
      <translation>Dışa aktar…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="162" />
      <source>Import recipes</source>
      <translation>Tarifleri içe aktar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="161" />
      <source>Import…</source>
      <translation>İçe aktar…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="165" />
      <source>More</source>
      <translation>Diğer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="165" />
      <source>More actions on the selected recipe</source>
      <translation>Seçili tarif için diğer işlemler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="200" />
      <source>Move to the trash</source>
      <translation>Çöp kutusuna taşı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="158" />
      <source>New</source>
      <translation>Yeni</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="158" />
      <source>New recipe</source>
      <translation>Yeni tarif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="77" />
      <source>Recipe library</source>
      <translation>Tarif kitaplığı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="95" />
      <location filename="recipe_studio/gui/library/library_panel.py" line="80" />
      <source>Recipes</source>
      <translation>Tarifler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="194" />
      <source>Rename…</source>
      <translation>Yeniden adlandır…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="83" />
      <source>Search name, description, tools</source>
      <translation>Ad, açıklama veya araçlarda ara</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="84" />
      <source>Search recipes</source>
      <translation>Tariflerde ara</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="211" />
      <source>Show the trash…</source>
      <translation>Çöp kutusunu göster…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="110" />
      <source>This file cannot be read as a recipe; it is left untouched.
{reason}</source>
      <translation>Bu dosya tarif olarak okunamıyor; dosyaya dokunulmadı.
{reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="135" />
      <source>Undo</source>
      <translation>Geri al</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_panel.py" line="137" />
      <source>Undo delete</source>
      <translation>Silmeyi geri al</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="60" />
      <source>cannot be opened</source>
      <translation>açılamıyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="63" />
      <source>draft</source>
      <translation>taslak</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_model.py" line="65" />
      <source>unsaved changes</source>
      <translation>kaydedilmemiş değişiklikler</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/library/library_model.py" line="114" />
      <source>{profile} · %n step(s) · tools: {tools}</source>
      <translation>
        <numerusform>{profile} · %n adım · araçlar: {tools}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Library errors</name>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="123" />
      <source>Nothing was imported</source>
      <translation>Hiçbir şey içe aktarılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="124" />
      <source>The library was not changed</source>
      <translation>Kitaplık değiştirilmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="119" />
      <source>The recipe was not moved to the trash</source>
      <translation>Tarif çöp kutusuna taşınmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="118" />
      <source>The recipe was not renamed</source>
      <translation>Tarifin adı değiştirilmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="120" />
      <source>The recipe was not restored</source>
      <translation>Tarif geri yüklenmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="117" />
      <source>The recipe was not saved</source>
      <translation>Tarif kaydedilmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="122" />
      <source>The trash was not emptied</source>
      <translation>Çöp kutusu boşaltılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="121" />
      <source>The version was not restored</source>
      <translation>Sürüm geri yüklenmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="126" />
      <source>because the disk is full: free some space, then try again.</source>
      <translation>çünkü disk dolu: biraz yer açın, sonra yeniden deneyin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="128" />
      <source>because the disk is read-only: make it writable, or use a library on another disk.</source>
      <translation>çünkü disk salt okunur: yazılabilir yapın ya da başka bir diskteki bir kitaplığı kullanın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="134" />
      <source>because the disk reported a read or write error: check the disk, then try again.</source>
      <translation>çünkü disk bir okuma ya da yazma hatası bildirdi: diski denetleyin, sonra yeniden deneyin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="131" />
      <source>because the library folder may not be written to: check its permissions, then try again.</source>
      <translation>çünkü kitaplık klasörüne yazma izni yok: izinlerini denetleyin, sonra yeniden deneyin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/texts.py" line="127" />
      <source>because your disk quota is used up: free some space, then try again.</source>
      <translation>çünkü disk kotanız doldu: biraz yer açın, sonra yeniden deneyin.</translation>
    </message>
  </context>
  <context>
    <name>LibraryActions</name>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="144" />
      <source> (draft: has errors)</source>
      <translation> (taslak: hatalar var)</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_report.py" line="36" />
      <source>%n could not be imported: see the details.</source>
      <translation>
        <numerusform>%n tanesi içe aktarılamadı: ayrıntılara bakın.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_report.py" line="34" />
      <source>%n recipe(s) imported.</source>
      <translation>
        <numerusform>%n tarif içe aktarıldı.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="165" />
      <source>(draft)</source>
      <translation>(taslak)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="71" />
      <source>Add to recipe</source>
      <translation>Tarife ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="57" />
      <source>All files</source>
      <translation>Tüm dosyalar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="47" />
      <source>Cancel</source>
      <translation>İptal</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="174" />
      <source>Cannot export yet</source>
      <translation>Henüz dışa aktarılamıyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="70" />
      <source>Cannot open</source>
      <translation>Açılamıyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="51" />
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="133" />
      <source>Close</source>
      <translation>Kapat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="57" />
      <source>Convert to {target}</source>
      <translation>{target} biçimine dönüştürme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="38" />
      <source>Convert to…</source>
      <translation>Başka platforma dönüştür…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="49" />
      <source>Converting to {target} loses:
{losses}

Convert anyway? (Undo brings them back.)</source>
      <translation>{target} biçimine dönüştürürken şunlar kaybolur:
{losses}

Yine de dönüştürülsün mü? (Geri al ile bunları geri getirebilirsiniz.)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="106" />
      <source>Delete everything in the trash for good? This cannot be undone.</source>
      <translation>Çöp kutusundaki her şey kalıcı olarak silinsin mi? Bu işlem geri alınamaz.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="120" />
      <source>Differences as JSON</source>
      <translation>JSON olarak farklar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="105" />
      <source>Empty trash</source>
      <translation>Çöp kutusunu boşalt</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="50" />
      <source>Empty trash…</source>
      <translation>Çöp kutusunu boşalt…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="180" />
      <location filename="recipe_studio/gui/sharing/import_export.py" line="204" />
      <location filename="recipe_studio/gui/sharing/import_export.py" line="167" />
      <source>Export</source>
      <translation>Dışa aktar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="195" />
      <source>Exported to {path}</source>
      <translation>Dışa aktarıldı: {path}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="175" />
      <source>Fix these errors before exporting:
</source>
      <translation>Dışa aktarmadan önce şu hataları düzeltin:
</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="48" />
      <location filename="recipe_studio/gui/sharing/import_report.py" line="39" />
      <location filename="recipe_studio/gui/sharing/import_report.py" line="25" />
      <source>Import</source>
      <translation>İçe aktar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="55" />
      <source>Import recipes</source>
      <translation>Tarifleri içe aktar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="229" />
      <source>Imported as “{name}”: a recipe of that name was already there.</source>
      <translation>“{name}” adıyla içe aktarıldı: bu adda bir tarif zaten vardı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="231" />
      <source>Imported “{name}”.</source>
      <translation>“{name}” içe aktarıldı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="57" />
      <source>Importing file {n} of {count}: recipe {done} of {total}…</source>
      <translation>{count} dosyadan {n}. dosya içe aktarılıyor: {total} tariften {done}.…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_job.py" line="47" />
      <source>Importing recipes…</source>
      <translation>Tarifler içe aktarılıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="233" />
      <source>It has errors, so it is kept as a draft: see Problems.</source>
      <translation>Hatalar içerdiği için taslak olarak tutuluyor: Sorunlar bölümüne bakın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="76" />
      <source>New name:</source>
      <translation>Yeni ad:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="250" />
      <source>No differences.</source>
      <translation>Fark yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="172" />
      <source>No earlier versions yet: one is kept each time you save over a recipe.</source>
      <translation>Henüz önceki sürüm yok: bir tarifin üzerine her kaydettiğinizde bir sürüm saklanır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="101" />
      <source>Not deleted</source>
      <translation>Silinmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="66" />
      <source>Not duplicated</source>
      <translation>Çoğaltılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="114" />
      <source>Not emptied</source>
      <translation>Boşaltılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="193" />
      <source>Not exported</source>
      <translation>Dışa aktarılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="87" />
      <source>Not renamed</source>
      <translation>Yeniden adlandırılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="116" />
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="92" />
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="274" />
      <source>Not restored</source>
      <translation>Geri yüklenmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_report.py" line="22" />
      <source>Nothing imported.</source>
      <translation>Hiçbir şey içe aktarılmadı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="207" />
      <source>Nothing to compare yet.</source>
      <translation>Henüz karşılaştırılacak bir şey yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="57" />
      <location filename="recipe_studio/gui/sharing/import_export.py" line="182" />
      <source>Recipe files</source>
      <translation>Tarif dosyaları</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="46" />
      <source>Recipes in the trash</source>
      <translation>Çöp kutusundaki tarifler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="76" />
      <source>Rename recipe</source>
      <translation>Tarifi yeniden adlandır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="49" />
      <source>Restore</source>
      <translation>Geri yükle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="131" />
      <source>Restore this version</source>
      <translation>Bu sürümü geri yükle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="282" />
      <source>Restore version {n}</source>
      <translation>{n}. sürümü geri yükleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="216" />
      <source>Restoring version {n} brings back:</source>
      <translation>Sürüm {n} geri yüklenirse:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="265" />
      <source>Save or undo your changes to this recipe first.</source>
      <translation>Önce bu tarifteki değişikliklerinizi kaydedin veya geri alın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="298" />
      <source>Save the recipe first: versions are kept on each save.</source>
      <translation>Önce tarifi kaydedin: sürümler her kaydedişte saklanır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="99" />
      <source>Saved versions</source>
      <translation>Kaydedilmiş sürümler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="97" />
      <source>Saved versions, newest first:</source>
      <translation>Kaydedilen sürümler, en yenisi önce:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="167" />
      <source>Select one or more recipes to export.</source>
      <translation>Dışa aktarmak için bir veya daha fazla tarif seçin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="128" />
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="255" />
      <source>Show the JSON differences</source>
      <translation>JSON farklarını göster</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="255" />
      <source>Show the changes in words</source>
      <translation>Değişiklikleri sözcüklerle göster</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="48" />
      <source>Some things cannot be carried over</source>
      <translation>Bazı öğeler aktarılamıyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="38" />
      <source>Target platform:</source>
      <translation>Hedef platform:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_report.py" line="24" />
      <location filename="recipe_studio/gui/sharing/import_report.py" line="38" />
      <source>The import was cancelled.</source>
      <translation>İçe aktarma iptal edildi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="231" />
      <source>The name stays “{current}”: this version was called “{old}”, but restoring does not rename the recipe (other apps and the run history know it by its name). Use Rename… for that.</source>
      <translation>Ad «{current}» olarak kalır: bu sürümün adı «{old}» idi, ama geri yükleme tarifi yeniden adlandırmaz (diğer uygulamalar ve çalıştırma geçmişi onu adıyla tanır). Bunun için Yeniden adlandır… kullanın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="179" />
      <source>The oldest version kept.</source>
      <translation>Saklanan en eski sürüm.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="93" />
      <source>The recipe could not be restored.</source>
      <translation>Tarif geri yüklenemedi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="72" />
      <source>The trash is empty.</source>
      <translation>Çöp kutusu boş.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="275" />
      <source>The version could not be restored.</source>
      <translation>Sürüm geri yüklenemedi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="177" />
      <source>This version cannot be read.</source>
      <translation>Bu sürüm okunamıyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/recipe_tools.py" line="67" />
      <source>Tools — {catalog}</source>
      <translation>Araçlar — {catalog}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="42" />
      <source>Trash</source>
      <translation>Çöp kutusu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="121" />
      <source>Undo</source>
      <translation>Geri al</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="265" />
      <source>Unsaved changes</source>
      <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="211" />
      <source>Version {n} cannot be read, so it cannot be restored.</source>
      <translation>Sürüm {n} okunamıyor, bu yüzden geri yüklenemez.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="219" />
      <source>Version {n} is the same as the current recipe: there is nothing to restore.</source>
      <translation>Sürüm {n} şimdiki tarifle aynı: geri yüklenecek bir şey yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="163" />
      <source>Version {n} · {when}</source>
      <translation>Sürüm {n} · {when}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="297" />
      <source>Versions</source>
      <translation>Sürümler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="79" />
      <source>Versions of “{name}”</source>
      <translation>“{name}” tarifinin sürümleri</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="114" />
      <source>What restoring changes</source>
      <translation>Geri yüklemenin değiştirdikleri</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="146" />
      <source>added</source>
      <translation>eklendi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="147" />
      <source>added under a new name</source>
      <translation>yeni bir adla eklendi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="150" />
      <source>already in the library</source>
      <translation>zaten kitaplıkta</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="246" />
      <source>current</source>
      <translation>şimdiki</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="162" />
      <source>date unknown</source>
      <translation>tarih bilinmiyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="245" />
      <source>it cannot be read (check its permissions).</source>
      <translation>okunamıyor (izinlerini denetleyin).</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="243" />
      <source>it is a device, not a file.</source>
      <translation>bu bir aygıt, dosya değil.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="241" />
      <source>it is a folder, not a file.</source>
      <translation>bu bir klasör, dosya değil.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="242" />
      <source>it is a pipe (FIFO), not a file.</source>
      <translation>bu bir boru (FIFO), dosya değil.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="246" />
      <source>it is larger than 64 MB, far too large to be a recipe.</source>
      <translation>64 MB'tan büyük, bir tarif olamayacak kadar büyük.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="244" />
      <source>it is not a regular file.</source>
      <translation>bu olağan bir dosya değil.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="148" />
      <source>replaced the existing one</source>
      <translation>mevcut tarifin üzerine yazıldı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="149" />
      <source>skipped (name taken)</source>
      <translation>atlandı (ad kullanımda)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="240" />
      <source>there is no such file (it was moved or deleted).</source>
      <translation>böyle bir dosya yok (taşınmış ya da silinmiş).</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/versions_dialog.py" line="247" />
      <source>version {n}</source>
      <translation>sürüm {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/trash_dialog.py" line="66" />
      <source>{name} — deleted {when}</source>
      <translation>{name} — silinme: {when}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="114" />
      <source>{path}: cancelled, nothing of it was imported</source>
      <translation>{path}: iptal edildi, hiçbir şeyi içe aktarılmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="67" />
      <source>“{file}” cannot be opened: {reason}</source>
      <translation>“{file}” açılamıyor: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="205" />
      <source>“{name}” already exists. Do you want to replace it?</source>
      <translation>“{name}” zaten var. Değiştirmek istiyor musunuz?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/import_export.py" line="227" />
      <source>“{name}” is already in the library, just as in the file.</source>
      <translation>“{name}” dosyadaki haliyle zaten kitaplıkta.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/library_flows.py" line="121" />
      <source>“{name}” was moved to the trash.</source>
      <translation>“{name}” çöp kutusuna taşındı.</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/import_export.py" line="220" />
      <source>“{name}”: %n error(s), e.g. {first}</source>
      <translation>
        <numerusform>“{name}”: %n hata, ör. {first}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="recipe_studio/gui/window/undo_menu.py" line="43" />
      <location filename="recipe_studio/gui/window/undo_menu.py" line="40" />
      <source>&amp;Redo</source>
      <translation>&amp;Yinele</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/undo_menu.py" line="42" />
      <location filename="recipe_studio/gui/window/undo_menu.py" line="40" />
      <source>&amp;Undo</source>
      <translation>&amp;Geri al</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="351" />
      <source>A run is in progress</source>
      <translation>Bir çalıştırma sürüyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/opening.py" line="74" />
      <source>Cannot open</source>
      <translation>Açılamıyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/session_view.py" line="57" />
      <location filename="recipe_studio/gui/editor/session_view.py" line="58" />
      <source>Edit</source>
      <translation>Düzenle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="123" />
      <source>Getting ready…</source>
      <translation>Hazırlanıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/session_view.py" line="59" />
      <source>Manifest</source>
      <translation>Manifest</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_frame.py" line="221" />
      <source>Opening “{name}”… checking it.</source>
      <translation>“{name}” açılıyor… denetleniyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="284" />
      <source>Problem count</source>
      <translation>Sorun sayısı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="133" />
      <source>Problems</source>
      <translation>Sorunlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/session_view.py" line="60" />
      <source>Recipe</source>
      <translation>Tarif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="62" />
      <location filename="recipe_studio/gui/library/outside_changes.py" line="84" />
      <source>Reload from disk</source>
      <translation>Diskten yeniden yükleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/window_parts.py" line="134" />
      <source>Run</source>
      <translation>Çalıştır</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/main_window.py" line="207" />
      <source>Saved as a draft: %n error(s) remain.</source>
      <translation>
        <numerusform>Taslak olarak kaydedildi: %n hata kaldı.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="209" />
      <source>Saved.</source>
      <translation>Kaydedildi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="352" />
      <source>Stop the run and close?</source>
      <translation>Çalıştırma durdurulup uygulama kapatılsın mı?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/opening.py" line="102" />
      <source>The example “{name}” could not be read.</source>
      <translation>“{name}” örneği okunamadı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/main_window.py" line="272" />
      <source>The new language applies after you restart Recipe Studio.</source>
      <translation>Yeni dil, Recipe Studio yeniden başlatıldığında uygulanır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/opening.py" line="57" />
      <source>“{file}” cannot be opened: {reason}</source>
      <translation>“{file}” açılamıyor: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="64" />
      <source>“{name}” was changed outside Recipe Studio; it shows the new version.</source>
      <translation>“{name}” Recipe Studio dışında değiştirildi; yeni sürümü gösteriliyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="90" />
      <source>“{name}” was deleted outside Recipe Studio; what you see here is not saved. Save it to keep it.</source>
      <translation>“{name}” Recipe Studio dışında silindi; burada gördükleriniz kaydedilmedi. Saklamak için kaydedin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/library/outside_changes.py" line="85" />
      <source>“{old}” was renamed “{new}” outside Recipe Studio.</source>
      <translation>“{old}”, Recipe Studio dışında “{new}” olarak yeniden adlandırıldı.</translation>
    </message>
  </context>
  <context>
    <name>ManifestPreview</name>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="65" />
      <source>Copy</source>
      <translation>Kopyala</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="66" />
      <source>Copy the manifest</source>
      <translation>Manifesti kopyala</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="72" />
      <source>Manifest JSON</source>
      <translation>Manifest (JSON)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="62" />
      <source>References as they are written, e.g. ${steps[0].result.date}</source>
      <translation>Başvurular yazıldıkları gibi, örn. ${steps[0].result.date}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="89" />
      <source>Save rules applied: {notes}.</source>
      <translation>Uygulanan kaydetme kuralları: {notes}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="61" />
      <source>Show raw JSON</source>
      <translation>Ham JSON'u göster</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="87" />
      <source>What saving for {profile} produces.</source>
      <translation>{profile} için kaydettiğinizde oluşacak içerik.</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="42" />
      <source>confirm removed from %n step(s)</source>
      <translation>
        <numerusform>%n adımdan confirm kaldırıldı</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/editor/manifest_preview.py" line="44" />
      <source>note_id dropped from %n step(s)</source>
      <translation>
        <numerusform>%n adımdan note_id çıkarıldı</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Menus</name>
    <message>
      <location filename="actions.ACTIONS" line="about" />
      <source>&amp;About Recipe Studio</source>
      <translation>Recipe Studio &amp;hakkında</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="choose_tool" />
      <source>&amp;Choose tool…</source>
      <translation>Araç &amp;seç…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="connections" />
      <source>&amp;Connections…</source>
      <translation>&amp;Bağlantılar…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="copy" />
      <source>&amp;Copy steps</source>
      <translation>Adımları k&amp;opyala</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="duplicate" />
      <source>&amp;Duplicate steps</source>
      <translation>Adımları &amp;çoğalt</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Edit</source>
      <translation>Dü&amp;zen</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="export" />
      <source>&amp;Export…</source>
      <translation>&amp;Dışa aktar…</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;File</source>
      <translation>&amp;Dosya</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="find" />
      <source>&amp;Find recipe</source>
      <translation>Tarif &amp;bul</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="tour" />
      <source>&amp;Guided tour</source>
      <translation>&amp;Tanıtım turu</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Help</source>
      <translation>&amp;Yardım</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="import" />
      <source>&amp;Import…</source>
      <translation>İçe &amp;aktar…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="new" />
      <source>&amp;New recipe</source>
      <translation>&amp;Yeni tarif</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="paste" />
      <source>&amp;Paste steps</source>
      <translation>Adımları ya&amp;pıştır</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="pin" />
      <source>&amp;Pin the last result of the selected step</source>
      <translation>Seçili adımın son sonucunu &amp;sabitle</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="publish" />
      <source>&amp;Publish to the host…</source>
      <translation>&amp;Ana bilgisayarda yayımla…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="quit" />
      <source>&amp;Quit</source>
      <translation>&amp;Çıkış</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Recipe</source>
      <translation>&amp;Tarif</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="record" />
      <source>&amp;Record from another app…</source>
      <translation>Başka bir uygulamadan &amp;kaydet…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="run" />
      <source>&amp;Run</source>
      <translation>&amp;Çalıştır</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="save" />
      <source>&amp;Save</source>
      <translation>&amp;Kaydet</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;Step</source>
      <translation>&amp;Adım</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="trash" />
      <source>&amp;Trash…</source>
      <translation>Çöp ku&amp;tusu…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="use_elsewhere" />
      <source>&amp;Use in other apps…</source>
      <translation>Başka uygulamalarda &amp;kullan…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="versions" />
      <source>&amp;Versions…</source>
      <translation>&amp;Sürümler…</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>&amp;View</source>
      <translation>&amp;Görünüm</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="add_step" />
      <source>Add &amp;tool step</source>
      <translation>&amp;Araç adımı ekle</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="add_wait" />
      <source>Add &amp;wait step</source>
      <translation>&amp;Bekleme adımı ekle</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="examples" />
      <source>Add the &amp;example recipes</source>
      <translation>Örnek tarifleri &amp;ekle</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="convert" />
      <source>Convert &amp;to…</source>
      <translation>Başka platforma &amp;dönüştür…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="cut" />
      <source>Cu&amp;t steps</source>
      <translation>Adımları &amp;kes</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="delete" />
      <source>De&amp;lete steps</source>
      <translation>Adımları &amp;sil</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="move_down" />
      <source>Move &amp;down</source>
      <translation>Aşağı &amp;taşı</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="move_up" />
      <source>Move &amp;up</source>
      <translation>&amp;Yukarı taşı</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="preferences" />
      <source>Pr&amp;eferences…</source>
      <translation>&amp;Tercihler…</translation>
    </message>
    <message>
      <location filename="actions.MENUS" line="0" />
      <source>R&amp;un</source>
      <translation>&amp;Çalıştır</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="rehearse" />
      <source>Re&amp;hearse (change nothing)</source>
      <translation>&amp;Prova (hiçbir şeyi değiştirmeden)</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="recordings" />
      <source>Recor&amp;dings…</source>
      <translation>Kayıtla&amp;r…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="run_selected" />
      <source>Run &amp;selected step only</source>
      <translation>&amp;Yalnızca seçili adımı çalıştır</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="run_to_selected" />
      <source>Run &amp;up to selected step</source>
      <translation>Seçili adıma &amp;kadar çalıştır</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="stop" />
      <source>S&amp;top</source>
      <translation>&amp;Durdur</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="save_as" />
      <source>Save &amp;As…</source>
      <translation>&amp;Farklı kaydet…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="save_report" />
      <source>Save test &amp;report…</source>
      <translation>Test &amp;raporunu kaydet…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="step_through" />
      <source>Step &amp;through</source>
      <translation>Adımları &amp;tek tek çalıştır</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="step_time_limit" />
      <source>Step time &amp;limit…</source>
      <translation>Adım süre &amp;sınırı…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="breakpoint" />
      <source>Toggle &amp;breakpoint</source>
      <translation>Kesme &amp;noktasını aç/kapat</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="tools" />
      <source>Tools &amp;browser…</source>
      <translation>Araçlara &amp;göz at…</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="try_step" />
      <source>Tr&amp;y this step</source>
      <translation>Bu adımı d&amp;ene</translation>
    </message>
    <message>
      <location filename="actions.ACTIONS" line="unpin" />
      <source>U&amp;npin the selected step</source>
      <translation>Seçili adımın sabitlemesini ka&amp;ldır</translation>
    </message>
  </context>
  <context>
    <name>ParamsTable</name>
    <message>
      <location filename="recipe_studio/gui/recipe/params_model.py" line="189" />
      <source>(asked at run time)</source>
      <translation>(çalıştırma sırasında sorulur)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/params_model.py" line="190" />
      <source>(no defaults in this format)</source>
      <translation>(bu biçimde varsayılan değer yok)</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Default</source>
      <translation>Varsayılan</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="81" />
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="84" />
      <source>Default value</source>
      <translation>Varsayılan değer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="61" />
      <location filename="params_model.HEADERS" line="0" />
      <source>Description for other apps</source>
      <translation>Başka uygulamalar için açıklama</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Explanation</source>
      <translation>Açıklama</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="60" />
      <source>Explanation of the parameter</source>
      <translation>Parametrenin açıklaması</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Identifier</source>
      <translation>Tanımlayıcı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/params_model.py" line="148" />
      <source>No title yet: type what you call this value.</source>
      <translation>Henüz başlık yok: bu değere verdiğiniz adı yazın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="70" />
      <source>Parameter identifier</source>
      <translation>Parametre tanımlayıcısı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="59" />
      <source>Parameter title</source>
      <translation>Parametre başlığı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/param_delegate.py" line="74" />
      <source>Parameter type</source>
      <translation>Parametre türü</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Required</source>
      <translation>Zorunlu</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Title</source>
      <translation>Başlık</translation>
    </message>
    <message>
      <location filename="params_model.HEADERS" line="0" />
      <source>Type</source>
      <translation>Tür</translation>
    </message>
  </context>
  <context>
    <name>Pickers</name>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="140" />
      <source>(keys unknown until the step has run)</source>
      <translation>(adım çalışana kadar anahtarlar bilinmiyor)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="43" />
      <location filename="recipe_studio/gui/inspector/pickers.py" line="44" />
      <source>Insert parameter</source>
      <translation>Parametre ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="111" />
      <location filename="recipe_studio/gui/inspector/pickers.py" line="112" />
      <source>Insert result of an earlier step</source>
      <translation>Önceki bir adımın sonucunu ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="63" />
      <source>New parameter for this value…</source>
      <translation>Bu değer için yeni parametre…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="116" />
      <source>No earlier steps</source>
      <translation>Önceki adım yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="60" />
      <source>No parameters yet</source>
      <translation>Henüz parametre yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="119" />
      <source>Step {n}: {title}</source>
      <translation>Adım {n}: {title}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="143" />
      <source>Wait steps have no result</source>
      <translation>Bekleme adımlarının sonucu olmaz</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="127" />
      <source>Whole result</source>
      <translation>Sonucun tamamı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="92" />
      <source>from the last run</source>
      <translation>son çalıştırmadan</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="83" />
      <source>from the server's description of the tool</source>
      <translation>sunucunun araç tanımından</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="136" />
      <source>from the tool's description</source>
      <translation>aracın tanımından</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="81" />
      <source>seen in a run on {date}</source>
      <translation>{date} tarihinde bir çalıştırmada görüldü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="80" />
      <source>seen in a test run on {date}</source>
      <translation>{date} tarihinde bir deneme çalıştırmasında görüldü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="82" />
      <source>seen when the step was tried on {date}</source>
      <translation>adım {date} tarihinde denenirken görüldü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/pickers.py" line="55" />
      <source>— type differs</source>
      <translation>— tür farklı</translation>
    </message>
  </context>
  <context>
    <name>Preferences</name>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="112" />
      <source> s</source>
      <translation> sn</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="76" />
      <source>&amp;Language</source>
      <translation>&amp;Dil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="78" />
      <source>&amp;Workspace folder of the built-in tools</source>
      <translation>Yerleşik araçların çalışma &amp;klasörü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="77" />
      <source>A new language applies after Recipe Studio restarts.</source>
      <translation>Yeni dil, Recipe Studio yeniden başladıktan sonra uygulanır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="131" />
      <source>C&amp;hoose…</source>
      <translation>&amp;Seç…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="132" />
      <source>Choose the workspace folder</source>
      <translation>Çalışma klasörünü seç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="97" />
      <source>Default &amp;connection</source>
      <translation>Varsayılan &amp;bağlantı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="91" />
      <source>Default connection</source>
      <translation>Varsayılan bağlantı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="116" />
      <source>In test runs, a tool that neither answers nor reports progress for this long is stopped. Each recipe also has its own limit on how long one of its steps may take in all.</source>
      <translation>Test çalıştırmalarında, bu süre boyunca ne yanıt veren ne de ilerleme bildiren bir araç durdurulur. Her tarifin ayrıca adımlarından birinin toplamda ne kadar sürebileceğine dair kendi sınırı vardır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="72" />
      <source>Language</source>
      <translation>Dil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="86" />
      <source>Let recipes run &amp;terminal commands</source>
      <translation>Tariflerin &amp;terminal komutları çalıştırmasına izin ver</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="69" />
      <source>Preferences</source>
      <translation>Tercihler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="89" />
      <source>Recipe Studio still asks before each run that uses them.</source>
      <translation>Recipe Studio, bunları kullanan her çalıştırmadan önce yine de sorar.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="110" />
      <source>Silence limit of a tool, in seconds</source>
      <translation>Bir aracın sessizlik sınırı, saniye cinsinden</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="114" />
      <source>Stop a tool that is &amp;silent for</source>
      <translation>Şu süre boyunca sessiz kalan aracı durd&amp;ur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="74" />
      <source>System default</source>
      <translation>Sistem varsayılanı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="56" />
      <source>The folder “{path}” does not exist. Create it first, or choose another.</source>
      <translation>“{path}” klasörü yok. Önce oluşturun ya da başka bir klasör seçin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="128" />
      <location filename="recipe_studio/gui/window/preferences.py" line="140" />
      <source>Workspace folder</source>
      <translation>Çalışma klasörü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="57" />
      <source>“{path}” is a file, not a folder. Choose a folder.</source>
      <translation>“{path}” bir klasör değil, bir dosya. Bir klasör seçin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/preferences.py" line="55" />
      <source>“{path}” is not a full folder path. Use Choose… to pick the folder.</source>
      <translation>“{path}” tam bir klasör yolu değil. Klasörü seçmek için Seç… düğmesini kullanın.</translation>
    </message>
  </context>
  <context>
    <name>Problems</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/problems_panel.py" line="323" />
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n hata</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/window/problems_panel.py" line="323" />
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n uyarı</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="232" />
      <source>All</source>
      <translation>Tümü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="131" />
      <location filename="recipe_studio/gui/window/problems_panel.py" line="255" />
      <source>Error</source>
      <translation>Hata</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="233" />
      <source>Errors</source>
      <translation>Hatalar</translation>
    </message>
    <message>
      <location filename="problems_panel.HEADERS" line="0" />
      <source>Message</source>
      <translation>İleti</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="322" />
      <source>No problems</source>
      <translation>Sorun yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="223" />
      <source>Problem count</source>
      <translation>Sorun sayısı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="218" />
      <source>Problems</source>
      <translation>Sorunlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="245" />
      <source>Problems list</source>
      <translation>Sorun listesi</translation>
    </message>
    <message>
      <location filename="problems_panel.HEADERS" line="0" />
      <source>Severity</source>
      <translation>Önem derecesi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="231" />
      <source>Show problems of severity</source>
      <translation>Gösterilecek sorunların önem derecesi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="225" />
      <source>Show:</source>
      <translation>Göster:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="131" />
      <location filename="recipe_studio/gui/window/problems_panel.py" line="255" />
      <source>Warning</source>
      <translation>Uyarı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/problems_panel.py" line="234" />
      <source>Warnings</source>
      <translation>Uyarılar</translation>
    </message>
    <message>
      <location filename="problems_panel.HEADERS" line="0" />
      <source>Where</source>
      <translation>Konum</translation>
    </message>
  </context>
  <context>
    <name>Publish</name>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="55" />
      <source>Cannot publish yet</source>
      <translation>Henüz yayımlanamıyor</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/publish.py" line="56" />
      <source>Fix the %n error(s) first, for example: {first}</source>
      <translation>
        <numerusform>Önce %n hatayı düzeltin, örneğin: {first}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="142" />
      <location filename="recipe_studio/gui/run/publish.py" line="134" />
      <source>Name taken</source>
      <translation>Ad kullanımda</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="97" />
      <location filename="recipe_studio/gui/run/publish.py" line="114" />
      <location filename="recipe_studio/gui/run/publish.py" line="123" />
      <source>Not published</source>
      <translation>Yayımlanmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="63" />
      <location filename="recipe_studio/gui/run/publish.py" line="101" />
      <source>Publish</source>
      <translation>Yayımla</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="64" />
      <source>Publish to the host of this connection:</source>
      <translation>Şu bağlantının ana bilgisayarında yayımla:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="126" />
      <source>Published</source>
      <translation>Yayımlandı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="135" />
      <source>The host already has a recipe called “{name}”, and the {profile} format cannot replace it. Rename the recipe, or delete the other one on the host.</source>
      <translation>Ana bilgisayarda “{name}” adlı bir tarif zaten var ve {profile} biçimiyle bu tarifin üzerine yazılamaz. Tarifinizi yeniden adlandırın veya ana bilgisayardaki diğer tarifi silin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="143" />
      <source>The host already has a recipe called “{name}”. Replace it?</source>
      <translation>Ana bilgisayarda “{name}” adlı bir tarif zaten var. Üzerine yazılsın mı?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="126" />
      <source>The host answered:
{answer}</source>
      <translation>Ana bilgisayarın yanıtı:
{answer}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="122" />
      <source>The host did not save the recipe: {reason}</source>
      <translation>Ana bilgisayar tarifi kaydetmedi: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="121" />
      <source>it gave no reason</source>
      <translation>bir neden belirtmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/publish.py" line="102" />
      <source>“{name}” has no recipe_save tool, so it cannot receive recipes.</source>
      <translation>“{name}” bağlantısında recipe_save aracı yok; bu nedenle tarif alamaz.</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="20" />
      <source>&amp;Look in:</source>
      <translation>&amp;Konum:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="21" />
      <source>Files of &amp;type:</source>
      <translation>Dosya &amp;türü:</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="22" />
      <source>Discard</source>
      <translation>Kaydetme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/qt_words.py" line="23" />
      <source>Don't Save</source>
      <translation>Kaydetme</translation>
    </message>
  </context>
  <context>
    <name>Recording</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/record_dialog.py" line="232" />
      <source>%n call(s) recorded.</source>
      <translation>
        <numerusform>%n çağrı kaydedildi.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="157" />
      <source>&amp;Copy</source>
      <translation>&amp;Kopyala</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="103" />
      <source>&amp;Delete…</source>
      <translation>&amp;Sil…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="102" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="173" />
      <source>&amp;Make a recipe</source>
      <translation>&amp;Tarif oluştur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="176" />
      <source>&amp;Stop and make a recipe</source>
      <translation>&amp;Durdur ve tarif oluştur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="95" />
      <source>A recording holds what the tools answered: it never leaves this computer.</source>
      <translation>Bir kayıt, araçların verdiği yanıtları içerir: bu bilgisayardan asla çıkmaz.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="143" />
      <source>Add this entry to the assistant app's MCP servers, in place of the connection's own entry while you record, then restart the app:</source>
      <translation>Kayıt sırasında bağlantının kendi girdisi yerine bu girdiyi asistan uygulamasının MCP sunucularına ekleyin, ardından uygulamayı yeniden başlatın:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="164" />
      <source>Added to {app}. Restart {app} and do the work there: the calls appear below.</source>
      <translation>{app} uygulamasına eklendi. {app} uygulamasını yeniden başlatın ve işi orada yapın: çağrılar aşağıda görünür.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="92" />
      <source>Arguments</source>
      <translation>Bağımsız değişkenler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="237" />
      <source>Asking {host} for its runs…</source>
      <translation>{host} çalıştırmaları için soruluyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Calls</source>
      <translation>Çağrılar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="89" />
      <location filename="recipe_studio/gui/run/record_dialog.py" line="94" />
      <source>Calls so far</source>
      <translation>Şimdiye kadarki çağrılar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="87" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="189" />
      <source>Cancelled</source>
      <translation>İptal edildi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="200" />
      <source>Copied</source>
      <translation>Kopyalandı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="190" />
      <source>Declined</source>
      <translation>Reddedildi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="149" />
      <source>Delete the recording</source>
      <translation>Kaydı sil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="150" />
      <source>Delete this recording for good? It cannot be undone.</source>
      <translation>Bu kayıt kalıcı olarak silinsin mi? Bu işlem geri alınamaz.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="117" />
      <source>Do the work once in your AI assistant: Recipe Studio records the tool calls it makes through the connection below, then makes a draft recipe from them.</source>
      <translation>İşi yapay zekâ asistanınızda bir kez yapın: Recipe Studio, asistanın aşağıdaki bağlantı üzerinden yaptığı araç çağrılarını kaydeder, ardından bunlardan taslak bir tarif oluşturur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="85" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="187" />
      <source>Done</source>
      <translation>Tamamlandı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="153" />
      <source>Entry for the assistant app</source>
      <translation>Asistan uygulaması için girdi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="86" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="188" />
      <source>Failed</source>
      <translation>Başarısız</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="176" />
      <source>Host</source>
      <translation>Ana makine</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="92" />
      <source>How it ended</source>
      <translation>Nasıl sonuçlandı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="88" />
      <source>No answer yet</source>
      <translation>Henüz yanıt yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="174" />
      <source>No value came from an earlier step, and none looks like one to change.</source>
      <translation>Hiçbir değer önceki bir adımdan gelmedi ve hiçbiri değiştirilecek gibi görünmüyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Of</source>
      <translation>Kaynak</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="210" />
      <source>On the host</source>
      <translation>Ana makinede</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Outcome</source>
      <translation>Sonuç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="78" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Past runs</source>
      <translation>Geçmiş çalıştırmalar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Ran</source>
      <translation>Çalıştırma tarihi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="180" />
      <source>Read the host's &amp;runs</source>
      <translation>Ana makinenin &amp;çalıştırmalarını oku</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Recipe</source>
      <translation>Tarif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="83" />
      <source>Record from another app</source>
      <translation>Başka bir uygulamadan kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="135" />
      <source>Record the calls to</source>
      <translation>Şuna yapılan çağrıları kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Recorded</source>
      <translation>Kayıt tarihi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="262" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="266" />
      <source>Recorded with {connection}</source>
      <translation>{connection} ile kaydedildi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="77" />
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="99" />
      <source>Recordings</source>
      <translation>Kayıtlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="73" />
      <source>Recordings and past runs</source>
      <translation>Kayıtlar ve geçmiş çalıştırmalar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="224" />
      <source>Run on the host</source>
      <translation>Ana makinedeki çalıştırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="149" />
      <source>Step {steps}, {argument}: the param “{param}” (recorded: {value}) — {why}.</source>
      <translation>Adım {steps}, {argument}: “{param}” parametresi (kaydedilen: {value}) — {why}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="138" />
      <source>Step {step}, {argument}: {token} — it contains Step {source}'s {field}.</source>
      <translation>Adım {step}, {argument}: {token} — Adım {source} içindeki “{field}” değerini içeriyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="134" />
      <source>Step {step}, {argument}: {token} — the same text as Step {source}'s {field}.</source>
      <translation>Adım {step}, {argument}: {token} — Adım {source} içindeki “{field}” ile aynı metin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="170" />
      <source>Steps</source>
      <translation>Adımlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="272" />
      <source>The app keeps recording through this entry until you remove it from its MCP servers (and put the connection's own entry back).</source>
      <translation>Uygulama, bu girdiyi MCP sunucularından kaldırana (ve bağlantının kendi girdisini geri koyana) kadar bu girdi üzerinden kaydetmeye devam eder.</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recording_texts.py" line="160" />
      <source>The draft has %n step(s); nothing is saved until you save it.</source>
      <translation>
        <numerusform>Taslakta %n adım var; siz kaydedene kadar hiçbir şey kaydedilmez.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="247" />
      <source>The host has %n past run(s).</source>
      <translation>
        <numerusform>Ana makinede %n geçmiş çalıştırma var.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="160" />
      <source>The recording could not be deleted: {reason}</source>
      <translation>Kayıt silinemedi: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recordings_dialog.py" line="137" />
      <source>The recording could not be read: {reason}</source>
      <translation>Kayıt okunamadı: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="121" />
      <source>The recording holds what the tools answered, so it stays on this computer.</source>
      <translation>Kayıt, araçların verdiği yanıtları içerir; bu yüzden bu bilgisayarda kalır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="92" />
      <source>Tool</source>
      <translation>Araç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="98" />
      <source>Waiting for the app's first call…</source>
      <translation>Uygulamanın ilk çağrısı bekleniyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="104" />
      <source>What the draft found</source>
      <translation>Taslağın buldukları</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="144" />
      <source>a date, which will be another one next time</source>
      <translation>bir tarih; bir dahaki sefere başka olacak</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="146" />
      <source>a name you may want to change</source>
      <translation>değiştirmek isteyebileceğiniz bir ad</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="147" />
      <source>a number you typed</source>
      <translation>yazdığınız bir sayı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="145" />
      <source>an e-mail address you may want to change</source>
      <translation>değiştirmek isteyebileceğiniz bir e-posta adresi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="65" />
      <source>no</source>
      <translation>hayır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="79" />
      <source>no arguments</source>
      <translation>bağımsız değişken yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="118" />
      <source>value</source>
      <translation>değer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="65" />
      <source>yes</source>
      <translation>evet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="167" />
      <source>{app} has the recording entry already; nothing needed changing.</source>
      <translation>{app} kayıt girdisine zaten sahip; değiştirilecek bir şey yoktu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/record_dialog.py" line="163" />
      <source>{app}: the recording entry is already there.</source>
      <translation>{app}: kayıt girdisi zaten orada.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="96" />
      <source>{status} — left out</source>
      <translation>{status} — dışarıda bırakıldı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="93" />
      <source>{status} — left out: the same as call {n}</source>
      <translation>{status} — dışarıda bırakıldı: {n}. çağrıyla aynı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/recording_texts.py" line="91" />
      <source>{status} — step {n}</source>
      <translation>{status} — adım {n}</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/recording_texts.py" line="166" />
      <source>“Confirm” was removed from %n step(s): a step cannot confirm itself.</source>
      <translation>
        <numerusform>“Onayla” %n adımdan kaldırıldı: bir adım kendini onaylayamaz.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>References</name>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>Deleted step</source>
      <translation>Silinmiş adım</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>Step {n}</source>
      <translation>{n}. adım</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>Step “{id}”</source>
      <translation>“{id}” adımı</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>first</source>
      <translation>ilk</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>item {n}</source>
      <translation>{n}. öğe</translation>
    </message>
    <message>
      <location filename="references.REFERENCE_WORDS" line="0" />
      <source>result</source>
      <translation>sonuç</translation>
    </message>
  </context>
  <context>
    <name>RunController</name>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="28" />
      <source>A run is in progress; stop it first.</source>
      <translation>Bir çalıştırma sürüyor; önce onu durdurun.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="352" />
      <source>Cannot connect to “{name}”</source>
      <translation>“{name}” bağlantısı kurulamıyor</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/launch.py" line="84" />
      <source>Each step of this recipe may now take up to %n minute(s).</source>
      <translation>
        <numerusform>Bu tarifin her adımı artık %n dakikaya kadar sürebilir.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="238" />
      <source>Getting the run ready on {server}…</source>
      <translation>Çalıştırma {server} üzerinde hazırlanıyor…</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/launch.py" line="72" />
      <source>How many minutes may one step take in all? A tool that keeps reporting progress may work this long; one that gives no sign of life for %n second(s) is stopped sooner (Preferences).</source>
      <translation>
        <numerusform>Bir adım toplamda kaç dakika sürebilir? İlerlemesini bildirmeyi sürdüren bir araç bu kadar çalışabilir; %n saniye boyunca hiçbir yaşam belirtisi göstermeyen bir araç daha önce durdurulur (Tercihler).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="72" />
      <source>Past run</source>
      <translation>Geçmiş çalıştırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="36" />
      <source>Run finished. {summary}</source>
      <translation>Çalıştırma bitti. {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="37" />
      <source>Run finished: a step failed.</source>
      <translation>Çalıştırma bitti: bir adım başarısız oldu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="34" />
      <source>Run not started: not confirmed.</source>
      <translation>Çalıştırma başlatılmadı: onay verilmedi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="38" />
      <source>Run stopped.</source>
      <translation>Çalıştırma durduruldu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/pins.py" line="39" />
      <source>Run the step first: there is no result to pin.</source>
      <translation>Önce adımı çalıştırın: sabitlenecek bir sonuç yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="249" />
      <source>Running on {server}…</source>
      <translation>{server} üzerinde çalıştırılıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="65" />
      <source>Save the recipe first: its time limit is kept with it.</source>
      <translation>Önce tarifi kaydedin: süre sınırı tarifle birlikte saklanır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="174" />
      <source>Select a step first.</source>
      <translation>Önce bir adım seçin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="71" />
      <source>Step time limit</source>
      <translation>Adım süre sınırı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="254" />
      <source>Step {n}: {status}</source>
      <translation>Adım {n}: {status}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="37" />
      <source>The Problems panel lists errors; the run may fail where they are. Test it anyway?</source>
      <translation>Sorunlar panelinde hatalar listeleniyor; çalıştırma bu hataların olduğu yerlerde başarısız olabilir. Yine de denensin mi?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="36" />
      <source>The recipe has errors</source>
      <translation>Tarifte hatalar var</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/launch.py" line="31" />
      <source>The recipe has no steps yet.</source>
      <translation>Tarifte henüz adım yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="32" />
      <source>The run could not start: {reason}</source>
      <translation>Çalıştırma başlayamadı: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="61" />
      <source>The run on “{server}” could not start</source>
      <translation>“{server}” üzerindeki çalıştırma başlatılamadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="52" />
      <source>The run on “{server}” stopped</source>
      <translation>“{server}” üzerindeki çalıştırma durdu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="305" />
      <source>The run record could not be saved: {reason}</source>
      <translation>Çalıştırma kaydı kaydedilemedi: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/controller.py" line="316" />
      <source>The run stopped</source>
      <translation>Çalıştırma durdu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/run_end.py" line="71" />
      <source>This past run cannot be shown: its record is missing or damaged.</source>
      <translation>Bu geçmiş çalıştırma gösterilemiyor: kaydı eksik ya da bozuk.</translation>
    </message>
  </context>
  <context>
    <name>RunDialogs</name>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="47" />
      <source>A person signs in, in the browser</source>
      <translation>Bir kişi tarayıcıda oturum açar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="155" />
      <source>Add…</source>
      <translation>Ekle…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="76" />
      <source>Authorization server</source>
      <translation>Yetkilendirme sunucusu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="130" />
      <source>Cancel</source>
      <translation>İptal</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="172" />
      <source>Check these answers: {names}.</source>
      <translation>Şu yanıtları kontrol edin: {names}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="77" />
      <source>Client metadata document</source>
      <translation>İstemci meta veri belgesi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="74" />
      <source>Client secret</source>
      <translation>İstemci gizli anahtarı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="162" />
      <source>Close</source>
      <translation>Kapat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="68" />
      <source>Command</source>
      <translation>Komut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="48" />
      <source>Command (stdio)</source>
      <translation>Komut (stdio)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="44" />
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="217" />
      <source>Connection</source>
      <translation>Bağlantı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="146" />
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="150" />
      <source>Connections</source>
      <translation>Bağlantılar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="129" />
      <source>Decline</source>
      <translation>Reddet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="139" />
      <source>Dismiss the question without answering</source>
      <translation>Soruyu yanıtlamadan kapat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="156" />
      <source>Edit…</source>
      <translation>Düzenle…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="57" />
      <source>Empty: the one the server names</source>
      <translation>Boş: sunucunun belirttiği</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="69" />
      <source>Environment</source>
      <translation>Ortam değişkenleri</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="61" />
      <source>From file…</source>
      <translation>Dosyadan…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="126" />
      <source>Give the connection a name.</source>
      <translation>Bağlantıya bir ad verin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="83" />
      <source>Kept in the keychain; type to replace it</source>
      <translation>Anahtar zincirinde saklanıyor; değiştirmek için yazın</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="67" />
      <source>Kind</source>
      <translation>Tür</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="58" />
      <source>NAME=value (one per line)</source>
      <translation>AD=değer (her satıra bir tane)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="66" />
      <source>Name</source>
      <translation>Ad</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="48" />
      <source>No person: the client's own credentials</source>
      <translation>Kişi yok: istemcinin kendi kimlik bilgileri</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="51" />
      <source>Only if the server's owner gave you one</source>
      <translation>Yalnızca sunucunun sahibi size bir tane verdiyse</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="127" />
      <source>Open in browser</source>
      <translation>Tarayıcıda aç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="134" />
      <source>Open this page in your web browser</source>
      <translation>Bu sayfayı web tarayıcınızda açın</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="96" />
      <location filename="recipe_studio/gui/run/signin_fields.py" line="75" />
      <source>Private key (PEM)</source>
      <translation>Özel anahtar (PEM)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="161" />
      <source>Remove</source>
      <translation>Kaldır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="65" />
      <source>Run</source>
      <translation>Çalıştır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="71" />
      <source>Run these steps</source>
      <translation>Bu adımları çalıştır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="36" />
      <source>Run “{name}”</source>
      <translation>“{name}” tarifini çalıştır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="127" />
      <source>Send</source>
      <translation>Gönder</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="136" />
      <source>Send these answers to the server</source>
      <translation>Bu yanıtları sunucuya gönder</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="160" />
      <source>Sign out</source>
      <translation>Oturumu kapat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="43" />
      <source>Sign-in</source>
      <translation>Oturum açma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="73" />
      <source>Sign-in client ID</source>
      <translation>Oturum açma istemci kimliği</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="263" />
      <source>Signed in</source>
      <translation>Oturum açık</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="262" />
      <source>Signed in as {who}</source>
      <translation>{who} olarak oturum açık</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="133" />
      <source>Step {n}: </source>
      <translation>Adım {n}: </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="65" />
      <source>Steps that change things</source>
      <translation>Değişiklik yapan adımlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="138" />
      <source>Tell the server you do not want to answer</source>
      <translation>Sunucuya yanıt vermek istemediğinizi bildirin</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="157" />
      <source>Test</source>
      <translation>Test et</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="105" />
      <source>The server “{server}” asks you something during the run.</source>
      <translation>“{server}” sunucusu çalıştırma sırasında size bir şey soruyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="99" />
      <source>The server “{server}” asks you to open a page on “{site}” in your browser.</source>
      <translation>“{server}” sunucusu tarayıcınızda “{site}” üzerindeki bir sayfayı açmanızı istiyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="57" />
      <source>These steps change something on this computer (or elsewhere). Nothing runs until you say so.</source>
      <translation>Bu adımlar bu bilgisayarda (veya başka bir yerde) değişiklik yapar. Siz onay verene kadar hiçbir şey çalıştırılmaz.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="53" />
      <source>This run will change things</source>
      <translation>Bu çalıştırma değişiklik yapacak</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="241" />
      <source>Tools of “{name}”</source>
      <translation>“{name}” araçları</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="158" />
      <source>Tools…</source>
      <translation>Araçlar…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="71" />
      <source>URL</source>
      <translation>URL</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="36" />
      <source>Untitled recipe</source>
      <translation>Adsız tarif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="159" />
      <source>Use by default</source>
      <translation>Varsayılan olarak kullan</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/params_dialog.py" line="41" />
      <source>Values for this run:</source>
      <translation>Bu çalıştırma için değerler:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/signin_fields.py" line="72" />
      <source>Way of signing in</source>
      <translation>Oturum açma yolu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="49" />
      <source>Web address (streamable HTTP)</source>
      <translation>Web adresi (streamable HTTP)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="103" />
      <source>While running “{tool}”, the server “{server}” asks you something.</source>
      <translation>“{tool}” çalışırken “{server}” sunucusu size bir şey soruyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/connections_dialog.py" line="70" />
      <source>Working folder</source>
      <translation>Çalışma dizini</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="129" />
      <source>shows a preview only; not executed</source>
      <translation>yalnızca önizleme gösterir; uygulanmaz</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="131" />
      <source>unknown tool: treated as changing things</source>
      <translation>bilinmeyen araç: değişiklik yapıyor kabul edilir</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/confirm_dialog.py" line="115" />
      <source>{title}: </source>
      <translation>{title}: </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/elicit_dialog.py" line="62" />
      <source>“{server}” asks</source>
      <translation>“{server}” soruyor</translation>
    </message>
  </context>
  <context>
    <name>RunPanel</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="19" />
      <source>%n done</source>
      <translation>
        <numerusform>%n tamamlandı</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="46" />
      <source>%n field(s)</source>
      <translation>
        <numerusform>%n alan</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="48" />
      <source>%n item(s)</source>
      <translation>
        <numerusform>%n öğe</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="153" />
      <source>%n more not shown</source>
      <translation>
        <numerusform>%n tane daha gösterilmiyor</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="30" />
      <source>%n not sent (rehearsal)</source>
      <translation>
        <numerusform>%n gönderilmedi (prova)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="25" />
      <source>%n optional skipped</source>
      <translation>
        <numerusform>%n isteğe bağlı adım atlandı</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/content_items.py" line="51" />
      <source>%n part(s)</source>
      <translation>
        <numerusform>%n parça</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="21" />
      <source>%n previewed — not executed</source>
      <translation>
        <numerusform>%n önizlendi — çalıştırılmadı</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/run_texts.py" line="27" />
      <source>%n skipped (they used example values)</source>
      <translation>
        <numerusform>%n atlandı (örnek değerler kullanıyordu)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="385" />
      <source>(choose a past run)</source>
      <translation>(geçmiş bir çalıştırma seçin)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="52" />
      <source>(empty)</source>
      <translation>(boş)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="173" />
      <source>At least how many items:</source>
      <translation>En az kaç öğe:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="103" />
      <source>Cancel the run now, the step in progress included</source>
      <translation>Çalıştırmayı, sürmekte olan adım dahil hemen iptal et</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="148" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="157" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="172" />
      <source>Check</source>
      <translation>Denetim</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="122" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="107" />
      <source>Check that this…</source>
      <translation>Bunun şunu denetle…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="273" />
      <source>Connecting…</source>
      <translation>Bağlanılıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="96" />
      <source>Continue</source>
      <translation>Devam</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="98" />
      <source>Copy as a value read from {token}</source>
      <translation>{token} içinden okunan değer olarak kopyala</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="89" />
      <source>Copy value</source>
      <translation>Değeri kopyala</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="377" />
      <source>Default ({name})</source>
      <translation>Varsayılan ({name})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="163" />
      <source>Details</source>
      <translation>Ayrıntılar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="346" />
      <source>Failed: {error} {summary}</source>
      <translation>Başarısız: {error} {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="336" />
      <source>Finished in {ms} ms. {summary}</source>
      <translation>{ms} milisaniyede bitti. {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="339" />
      <source>Finished in {s} s. {summary}</source>
      <translation>{s} saniyede bitti. {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="203" />
      <source>Getting ready to run steps {a}–{b}…</source>
      <translation>{a}–{b} arası adımlar hazırlanıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="125" />
      <source>History:</source>
      <translation>Geçmiş:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="150" />
      <source>Image</source>
      <translation>Görüntü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="95" />
      <location filename="recipe_studio/gui/run/content_items.py" line="115" />
      <source>MIME type</source>
      <translation>MIME türü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="99" />
      <source>Next step</source>
      <translation>Sonraki adım</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="91" />
      <location filename="recipe_studio/gui/run/panel.py" line="171" />
      <source>No run yet. Press Ctrl+R to test the recipe.</source>
      <translation>Henüz çalıştırma yok. Tarifi denemek için Ctrl+R tuşlarına basın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="326" />
      <source>Not run: you did not confirm. Nothing was changed.</source>
      <translation>Çalıştırılmadı: onay vermediniz. Hiçbir şey değiştirilmedi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="212" />
      <source>Not saved</source>
      <translation>Kaydedilmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="164" />
      <source>Open this row to read the technical details; Copy value copies them.</source>
      <translation>Teknik ayrıntıları okumak için bu satırı açın; «Değeri kopyala» onları kopyalar.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="122" />
      <source>Past runs</source>
      <translation>Geçmiş çalıştırmalar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="261" />
      <source>Paused before step {n}. Continue, run the next step, or stop.</source>
      <translation>Adım {n} öncesinde duraklatıldı. Devam edebilir, sonraki adımı çalıştırabilir veya durdurabilirsiniz.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="104" />
      <source>Pin this result (use it instead of calling the tool)</source>
      <translation>Bu sonucu sabitle (aracı çağırmak yerine bunu kullan)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="299" />
      <source>Preview — not executed</source>
      <translation>Önizleme — uygulanmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="88" />
      <source>Run</source>
      <translation>Çalıştırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="97" />
      <source>Run on to the next breakpoint</source>
      <translation>Sonraki kesme noktasına kadar çalıştır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="100" />
      <source>Run only the next step, then pause again</source>
      <translation>Yalnızca sonraki adımı çalıştır, ardından yeniden duraklat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="93" />
      <source>Run outcome</source>
      <translation>Çalıştırma sonucu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="132" />
      <source>Run results</source>
      <translation>Çalıştırma sonuçları</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="209" />
      <source>Running steps {a}–{b}…</source>
      <translation>Adım {a}–{b} çalıştırılıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="204" />
      <source>Save the result</source>
      <translation>Sonucu kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="160" />
      <source>Save this to a file</source>
      <translation>Bunu bir dosyaya kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="158" />
      <source>Save…</source>
      <translation>Kaydet…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="109" />
      <source>Server for this recipe</source>
      <translation>Bu tarifin sunucusu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="119" />
      <source>Server:</source>
      <translation>Sunucu:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="272" />
      <source>Starting or reaching the server “{name}”… Stop works at any time.</source>
      <translation>“{name}” sunucusu başlatılıyor ya da ona ulaşılıyor… İstediğiniz an durdurabilirsiniz.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="130" />
      <source>Step / key</source>
      <translation>Adım / anahtar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="369" />
      <source>Step {n}</source>
      <translation>Adım {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="286" />
      <source>Step {n} · wait</source>
      <translation>Adım {n} · bekleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="278" />
      <location filename="recipe_studio/gui/run/panel.py" line="293" />
      <source>Step {n} · {tool}</source>
      <translation>Adım {n} · {tool}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="102" />
      <source>Stop</source>
      <translation>Durdur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="329" />
      <source>Stopped at step {n}: {summary}</source>
      <translation>{n}. adımda durduruldu: {summary}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="331" />
      <source>Stopped before step {n}: {summary}</source>
      <translation>{n}. adımdan önce durduruldu: {summary}</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/run/result_items.py" line="162" />
      <source>Technical details for whoever helps you (%n line(s)): open to read.</source>
      <translation>
        <numerusform>Size yardım eden kişi için teknik ayrıntılar (%n satır): okumak için açın.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="110" />
      <source>The MCP server this recipe's test runs use</source>
      <translation>Bu tarifin deneme çalıştırmalarında kullanılan MCP sunucusu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="356" />
      <source>The run could not go on: {message}</source>
      <translation>Çalıştırma devam edemedi: {message}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="158" />
      <source>The smallest value allowed:</source>
      <translation>İzin verilen en küçük değer:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="148" />
      <source>The text (or item) it must contain:</source>
      <translation>İçermesi gereken metin (ya da öğe):</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="93" />
      <location filename="recipe_studio/gui/run/content_items.py" line="111" />
      <source>URI</source>
      <translation>URI</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="130" />
      <source>Value</source>
      <translation>Değer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="200" />
      <source>Waiting for your confirmation. Nothing has run yet.</source>
      <translation>Onayınız bekleniyor. Henüz hiçbir şey çalışmadı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="282" />
      <location filename="recipe_studio/gui/run/would_send.py" line="55" />
      <source>arguments sent</source>
      <translation>gönderilen bağımsız değişkenler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="70" />
      <location filename="recipe_studio/gui/run/content_items.py" line="83" />
      <source>audio</source>
      <translation>ses</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="53" />
      <source>check</source>
      <translation>denetim</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="138" />
      <source>contains…</source>
      <translation>şunu içerir…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="51" />
      <source>content</source>
      <translation>içerik</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="101" />
      <source>data</source>
      <translation>veri</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="114" />
      <source>description</source>
      <translation>açıklama</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="135" />
      <source>equals this ({value})</source>
      <translation>buna eşittir ({value})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="175" />
      <source>error</source>
      <translation>hata</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="233" />
      <source>failed</source>
      <translation>başarısız</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="232" />
      <source>finished</source>
      <translation>bitti</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="141" />
      <source>has at least N items…</source>
      <translation>en az N öğesi var…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="70" />
      <location filename="recipe_studio/gui/run/content_items.py" line="83" />
      <source>image</source>
      <translation>görüntü</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="139" />
      <source>is at least…</source>
      <translation>en az şu kadardır…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="133" />
      <source>is present</source>
      <translation>mevcuttur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="108" />
      <source>link to a resource</source>
      <translation>kaynak bağlantısı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="112" />
      <source>name</source>
      <translation>ad</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="50" />
      <source>no</source>
      <translation>hayır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="127" />
      <source>no data</source>
      <translation>veri yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="235" />
      <source>not confirmed</source>
      <translation>onaylanmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="49" />
      <source>note</source>
      <translation>not</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="297" />
      <source>pinned result (tool not called)</source>
      <translation>sabitlenmiş sonuç (araç çağrılmadı)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="243" />
      <source>rehearsal</source>
      <translation>prova</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="90" />
      <location filename="recipe_studio/gui/run/content_items.py" line="103" />
      <source>resource</source>
      <translation>kaynak</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="314" />
      <source>result</source>
      <translation>sonuç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="314" />
      <source>result — example values, not a real result</source>
      <translation>sonuç — örnek değerler, gerçek bir sonuç değil</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="279" />
      <source>running…</source>
      <translation>çalışıyor…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="222" />
      <source>running… {progress}</source>
      <translation>çalışıyor… {progress}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="120" />
      <source>size</source>
      <translation>boyut</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="234" />
      <source>stopped</source>
      <translation>durduruldu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="98" />
      <location filename="recipe_studio/gui/run/content_items.py" line="62" />
      <source>text</source>
      <translation>metin</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_menu.py" line="142" />
      <location filename="recipe_studio/gui/run/result_menu.py" line="108" />
      <source>the step succeeds</source>
      <translation>adım başarılı olur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="113" />
      <source>title</source>
      <translation>başlık</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="125" />
      <source>too large: not kept in the run record</source>
      <translation>çok büyük: çalıştırma kaydında tutulmadı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="75" />
      <source>unknown type</source>
      <translation>bilinmeyen tür</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="277" />
      <location filename="recipe_studio/gui/run/panel.py" line="292" />
      <source>wait</source>
      <translation>bekleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/panel.py" line="287" />
      <source>waiting… {s} s left</source>
      <translation>bekleniyor… {s} sn kaldı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/would_send.py" line="55" />
      <source>would be sent (not sent)</source>
      <translation>gönderilecekti (gönderilmedi)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/result_items.py" line="50" />
      <source>yes</source>
      <translation>evet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="80" />
      <source>{w} × {h} px</source>
      <translation>{w} × {h} piksel</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/content_items.py" line="211" />
      <source>“{file}” could not be saved: {reason}.</source>
      <translation>“{file}” kaydedilemedi: {reason}.</translation>
    </message>
  </context>
  <context>
    <name>RunProgress</name>
    <message>
      <location filename="recipe_studio/gui/progress_text.py" line="22" />
      <source>{count} done</source>
      <translation>{count} tamamlandı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/progress_text.py" line="20" />
      <source>{percent} %</source>
      <translation>%{percent}</translation>
    </message>
  </context>
  <context>
    <name>Saving</name>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="86" />
      <source>A recipe with this name exists</source>
      <translation>Bu adda bir tarif zaten var</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="120" />
      <source>Changed outside Recipe Studio</source>
      <translation>Recipe Studio dışında değiştirildi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="45" />
      <source>Name of the recipe:</source>
      <translation>Tarifin adı:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="109" />
      <source>New name:</source>
      <translation>Yeni ad:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="77" />
      <source>Not saved</source>
      <translation>Kaydedilmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="135" />
      <source>Overwrite</source>
      <translation>Üzerine yaz</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="133" />
      <source>Reload</source>
      <translation>Yeniden yükle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="189" />
      <source>Reload from disk</source>
      <translation>Diskten yeniden yükleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="129" />
      <source>Reload it (your changes here are lost), overwrite it with your version (the other is kept as a version), or save yours as a copy?</source>
      <translation>Dosyayı yeniden yükleyebilir (buradaki değişiklikleriniz kaybolur), kendi hâlinizle üzerine yazabilir (diğeri bir sürüm olarak saklanır) ya da kendi hâlinizi kopya olarak kaydedebilirsiniz. Ne yapmak istersiniz?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="91" />
      <source>Replace</source>
      <translation>Değiştir</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="89" />
      <source>Replace it (its current content is kept as a version), or save under another name?</source>
      <translation>Mevcut tarif değiştirilsin mi (şimdiki içeriği bir sürüm olarak saklanır), yoksa başka bir adla mı kaydedilsin?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="109" />
      <source>Save as</source>
      <translation>Farklı kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="136" />
      <source>Save as copy</source>
      <translation>Kopya olarak kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="92" />
      <source>Save as…</source>
      <translation>Farklı kaydet…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="45" />
      <source>Save recipe</source>
      <translation>Tarifi kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="87" />
      <source>There is already a recipe called “{name}”.</source>
      <translation>“{name}” adlı bir tarif zaten var.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="166" />
      <source>These recipes have unsaved changes:
{names}

Save them before closing?</source>
      <translation>Şu tariflerde kaydedilmemiş değişiklikler var:
{names}

Kapatmadan önce kaydedilsin mi?</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="165" />
      <source>Unsaved changes</source>
      <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="104" />
      <source>Untitled recipe</source>
      <translation>Adsız tarif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="125" />
      <source>“{name}” was changed on disk after you opened it.</source>
      <translation>“{name}”, siz açtıktan sonra diskte değiştirildi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/editor/save_flow.py" line="123" />
      <source>“{name}” was deleted or renamed outside Recipe Studio after you opened it.</source>
      <translation>“{name}”, siz açtıktan sonra Recipe Studio dışında silindi ya da yeniden adlandırıldı.</translation>
    </message>
  </context>
  <context>
    <name>Session</name>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="47" />
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="70" />
      <source>Add parameter</source>
      <translation>Parametre ekleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="38" />
      <source>Add step</source>
      <translation>Adım ekleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="43" />
      <source>Add wait step</source>
      <translation>Bekleme adımı ekleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="118" />
      <source>Change wait</source>
      <translation>Bekleme süresini değiştirme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="87" />
      <source>Choose tool {tool}</source>
      <translation>Araç seçimi: {tool}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="99" />
      <source>Clear {name}</source>
      <translation>{name} değerini temizleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="50" />
      <source>Delete step {n}</source>
      <translation>{n}. adımı silme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="52" />
      <source>Delete {count} steps</source>
      <translation>{count} adımı silme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="58" />
      <source>Duplicate steps</source>
      <translation>Adımları çoğaltma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="105" />
      <source>Edit arguments</source>
      <translation>Bağımsız değişkenleri düzenleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="198" />
      <source>Edit description</source>
      <translation>Açıklamayı düzenleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="149" />
      <source>Edit parameter {name}</source>
      <translation>{name} parametresini düzenleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="92" />
      <source>Edit {name}</source>
      <translation>{name} değerini düzenleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="143" />
      <source>Explanation of parameter {name}</source>
      <translation>{name} parametresinin açıklaması</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="110" />
      <source>Make step {n} optional</source>
      <translation>{n}. adımı isteğe bağlı yapma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="110" />
      <source>Make step {n} required</source>
      <translation>{n}. adımı zorunlu yapma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="82" />
      <source>Move parameter</source>
      <translation>Parametreyi taşıma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="72" />
      <source>Move step {a} to {b}</source>
      <translation>{a}. adımı {b}. sıraya taşıma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="74" />
      <source>Move {count} steps</source>
      <translation>{count} adımı taşıma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="69" />
      <source>New parameter {name}</source>
      <translation>Yeni parametre: {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="81" />
      <source>Paste %n step(s)</source>
      <translation>
        <numerusform>%n adımı yapıştır</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="218" />
      <source>Pin result</source>
      <translation>Sonucu sabitleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="76" />
      <source>Remove parameter {name}</source>
      <translation>{name} parametresini kaldırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="125" />
      <source>Remove the title of parameter {name}</source>
      <translation>{name} parametresinin başlığını kaldırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="89" />
      <source>Rename parameter {old} to {new}</source>
      <translation>{old} parametresini {new} olarak yeniden adlandırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="192" />
      <source>Rename recipe</source>
      <translation>Tarifi yeniden adlandırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="264" />
      <source>Rename recipe to {name} in the library</source>
      <translation>Kütüphanede tarifin adını {name} olarak değiştir</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/step_edits.py" line="123" />
      <source>Rename step id to {id}</source>
      <translation>Adım kimliğini {id} olarak değiştirme</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="203" />
      <source>Target {profile}</source>
      <translation>Hedef platform: {profile}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="285" />
      <source>The saved recipe was moved to the trash; your changes here are not saved.</source>
      <translation>Kaydedilmiş tarif çöp kutusuna taşındı; buradaki değişiklikleriniz kaydedilmedi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/param_edits.py" line="123" />
      <source>Title of parameter: {title}</source>
      <translation>Parametre başlığı: {title}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="218" />
      <source>Unpin result</source>
      <translation>Sonucun sabitlemesini kaldırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/session.py" line="174" />
      <source>Untitled recipe</source>
      <translation>Adsız tarif</translation>
    </message>
  </context>
  <context>
    <name>StepInspector</name>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="127" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="114" />
      <source>Arguments</source>
      <translation>Bağımsız değişkenler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="30" />
      <source>Arguments as JSON</source>
      <translation>JSON olarak bağımsız değişkenler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="219" />
      <source>Changes things.</source>
      <translation>Değişiklik yapar.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="92" />
      <source>Choose tool</source>
      <translation>Araç seç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="91" />
      <source>Choose tool…</source>
      <translation>Araç seç…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="111" />
      <source>Edit arguments as JSON</source>
      <translation>Bağımsız değişkenleri JSON olarak düzenle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="109" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="395" />
      <source>Edit as JSON</source>
      <translation>JSON olarak düzenle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="387" />
      <source>Edit as form</source>
      <translation>Form olarak düzenle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="215" />
      <source>Not in the catalog “{catalog}”.</source>
      <translation>“{catalog}” kataloğunda yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="66" />
      <source>Not valid JSON yet (line {line}): {msg}</source>
      <translation>Henüz geçerli bir JSON değil (satır {line}): {msg}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="219" />
      <source>Only reads.</source>
      <translation>Yalnızca okur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="106" />
      <source>Optional step</source>
      <translation>İsteğe bağlı adım</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="105" />
      <source>Optional: if this step fails, carry on</source>
      <translation>İsteğe bağlı: bu adım başarısız olursa devam et</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="60" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="179" />
      <source>Select a step to edit it.</source>
      <translation>Düzenlemek için bir adım seçin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="101" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="103" />
      <source>Step id</source>
      <translation>Adım kimliği</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="58" />
      <source>Step inspector</source>
      <translation>Adım denetçisi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="247" />
      <source>Step {n}</source>
      <translation>Adım {n}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="70" />
      <source>The arguments are nested too deeply.</source>
      <translation>Argümanlar çok derin iç içe.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/raw_args.py" line="73" />
      <source>The arguments must be a JSON object: {…}</source>
      <translation>Bağımsız değişkenler bir JSON nesnesi olmalıdır: {…}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="88" />
      <location filename="recipe_studio/gui/inspector/panel.py" line="96" />
      <source>Tool</source>
      <translation>Araç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/tool_field.py" line="38" />
      <source>Tool: {name}</source>
      <translation>Araç: {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="76" />
      <source>Unrecognised step</source>
      <translation>Tanınmayan adım</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/inspector/panel.py" line="89" />
      <source>tool name</source>
      <translation>araç adı</translation>
    </message>
  </context>
  <context>
    <name>StepsTable</name>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>#</source>
      <translation>#</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/status_words.py" line="57" />
      <source>%n check(s) failed</source>
      <translation>
        <numerusform>%n denetim başarısız</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="332" />
      <source>%n problem(s): {list}</source>
      <translation>
        <numerusform>%n sorun: {list}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="126" />
      <source>(no tool)</source>
      <translation>(araç seçilmedi)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/status_words.py" line="53" />
      <source>(pinned)</source>
      <translation>(sabitlenmiş)</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Arguments</source>
      <translation>Bağımsız değişkenler</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Cancelled</source>
      <translation>İptal edildi</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Changes things</source>
      <translation>Değişiklik yapar</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Failed</source>
      <translation>Başarısız</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="251" />
      <source>Maybe</source>
      <translation>Olabilir</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Not run</source>
      <translation>Çalıştırılmadı</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Not sent (rehearsal)</source>
      <translation>Gönderilmedi (prova)</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>OK</source>
      <translation>Tamam</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="225" />
      <location filename="steps_model.HEADERS" line="0" />
      <source>Optional</source>
      <translation>İsteğe bağlı</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Pending</source>
      <translation>Bekliyor</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Preview only (not executed)</source>
      <translation>Yalnızca önizleme (uygulanmadı)</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Run status</source>
      <translation>Çalıştırma durumu</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Running</source>
      <translation>Çalışıyor</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Skipped</source>
      <translation>Atlandı</translation>
    </message>
    <message>
      <location filename="steps_model.HEADERS" line="0" />
      <source>Step</source>
      <translation>Adım</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="322" />
      <source>Step {n}: {title}</source>
      <translation>Adım {n}: {title}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="305" />
      <source>This step changes things: the run asks you once before it starts.</source>
      <translation>Bu adım değişiklik yapar: çalıştırma başlamadan önce onayınız bir kez istenir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="300" />
      <source>This tool is not in the catalog, so it may change things: the run asks you once before it starts.</source>
      <translation>Bu araç katalogda yok, bu yüzden bir şeyleri değiştirebilir: çalıştırma başlamadan önce size bir kez sorar.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="133" />
      <source>Tool: {name}</source>
      <translation>Araç: {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="124" />
      <source>Unrecognised step</source>
      <translation>Tanınmayan adım</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="122" />
      <source>Wait {s} s</source>
      <translation>Bekleme: {s} sn</translation>
    </message>
    <message>
      <location filename="status_words.STATUS_LOOK" line="0" />
      <source>Waiting for your OK</source>
      <translation>Onayınızı bekliyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="253" />
      <source>Yes</source>
      <translation>Evet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/status_words.py" line="61" />
      <source>rehearsal</source>
      <translation>prova</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/status_words.py" line="44" />
      <source>waiting {s} s</source>
      <translation>{s} sn bekleniyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="282" />
      <source>● Breakpoint: runs pause before this step.</source>
      <translation>● Kesme noktası: çalıştırma bu adımdan önce duraklar.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/recipe/steps_model.py" line="286" />
      <source>⚑ Pinned result: test runs use it instead of calling the tool.</source>
      <translation>⚑ Sabitlenmiş sonuç: deneme çalıştırmaları aracı çağırmak yerine bunu kullanır.</translation>
    </message>
  </context>
  <context>
    <name>TestReport</name>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="123" />
      <source>Add check</source>
      <translation>Denetim ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="65" />
      <source>Rehearsing on {server}: nothing will be changed…</source>
      <translation>{server} üzerinde prova: hiçbir şey değiştirilmeyecek…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="135" />
      <source>Run or rehearse the recipe first: there is no run to report on.</source>
      <translation>Önce tarifi çalıştırın ya da prova edin: raporlanacak bir çalıştırma yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="142" />
      <source>Save test report</source>
      <translation>Test raporunu kaydet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="152" />
      <source>Test report not saved</source>
      <translation>Test raporu kaydedilmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="154" />
      <source>Test report saved: {path}</source>
      <translation>Test raporu kaydedildi: {path}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="144" />
      <source>Web page (*.html);;PDF document (*.pdf)</source>
      <translation>Web sayfası (*.html);;PDF belgesi (*.pdf)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/reports.py" line="139" />
      <source>recipe</source>
      <translation>tarif</translation>
    </message>
  </context>
  <context>
    <name>ToolPicker</name>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="69" />
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="129" />
      <source>Any value</source>
      <translation>Herhangi bir değer</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="74" />
      <source>Arguments</source>
      <translation>Bağımsız değişkenler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="100" />
      <source>Asks its own confirmation: in a recipe it shows a preview instead of acting.</source>
      <translation>Kendi onayını ister: bir tarifte işlemi yapmak yerine önizleme gösterir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="87" />
      <source>Changes things (asks for your confirmation before a run)</source>
      <translation>Değişiklik yapar (çalıştırmadan önce onayınızı ister)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="145" />
      <source>Choose a tool — {catalog}</source>
      <translation>Araç seçin — {catalog}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="106" />
      <source>Its full list of arguments is not public; only some are checked.</source>
      <translation>Bağımsız değişkenlerinin tam listesi açıklanmamış; yalnızca bazıları denetlenir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="94" />
      <source>No description.</source>
      <translation>Açıklama yok.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="89" />
      <source>Only reads</source>
      <translation>Yalnızca okur</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="116" />
      <source>Result</source>
      <translation>Sonuç</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="152" />
      <source>Search tools</source>
      <translation>Araçlarda ara</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="151" />
      <source>Search tools by name or description</source>
      <translation>Araçları ada veya açıklamaya göre arayın</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="117" />
      <source>Technical name: {name}</source>
      <translation>Teknik adı: {name}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="170" />
      <source>Tool details</source>
      <translation>Araç ayrıntıları</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="167" />
      <source>Tools</source>
      <translation>Araçlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/fields/tool_picker.py" line="48" />
      <source>changes things</source>
      <translation>değişiklik yapar</translation>
    </message>
  </context>
  <context>
    <name>ToolServer</name>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="241" />
      <source> (use ** for powers)</source>
      <translation> (kuvvetler için ** kullanın)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="165" />
      <location filename="recipe_studio/tools/calculator.py" line="135" />
      <source> at position {n}</source>
      <translation> ({n}. konumda)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="137" />
      <source> at the end</source>
      <translation> (sonda)</translation>
    </message>
    <message numerus="yes">
      <location filename="tools.server_texts" line="0" />
      <source>%n byte(s)</source>
      <translation>
        <numerusform>%n bayt</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>, if it exists: {if_exists}</source>
      <translation>, varsa: {if_exists}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>0 usually means success; negative: ended by a signal.</source>
      <translation>0 genellikle başarı demektir; negatif: bir sinyalle sonlandırıldı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="201" />
      <source>; its output so far: {output}</source>
      <translation>; o ana kadarki çıktısı: {output}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>A link is listed but never followed.</source>
      <translation>Bir bağlantı listelenir ama hiçbir zaman izlenmez.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Action</source>
      <translation>Eylem</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Add to the end</source>
      <translation>Sonuna ekle</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Add to the end of it</source>
      <translation>Sonuna ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="161" />
      <source>Add {new} to the end of "{path}" (now {size})</source>
      <translation>“{path}” sonuna {new} ekle (şu an {size})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="207" />
      <source>Add {new} to the end of the note "{name}" (now {size})</source>
      <translation>“{name}” notunun sonuna {new} ekle (şu an {size})</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the command was run.</source>
      <translation>Her zaman false: komut çalıştırıldı.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the file was written.</source>
      <translation>Her zaman false: dosya yazıldı.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the note was changed.</source>
      <translation>Her zaman false: not değiştirildi.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always false: the note was deleted.</source>
      <translation>Her zaman false: not silindi.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Always true: this is a preview, nothing was done.</source>
      <translation>Her zaman true: bu bir önizleme, hiçbir şey yapılmadı.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Any JSON value; it is returned unchanged.</source>
      <translation>Herhangi bir JSON değeri; değiştirilmeden geri döndürülür.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>April</source>
      <translation>Nisan</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Arithmetic such as "(12.5 + 7) * 3 / 2". Allowed: numbers, + - * / // % **, parentheses, pi, e, tau and abs, round, min, max, sqrt, floor, ceil, log, log10, exp, sin, cos, tan.</source>
      <translation>"(12.5 + 7) * 3 / 2" gibi bir hesap. İzin verilenler: sayılar, + - * / // % **, parantezler, pi, e, tau ve abs, round, min, max, sqrt, floor, ceil, log, log10, exp, sin, cos, tan.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>At most</source>
      <translation>En çok</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>At most this many matches.</source>
      <translation>En fazla bu kadar eşleşme.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>August</source>
      <translation>Ağustos</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Bytes to write</source>
      <translation>Yazılacak bayt</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Bytes written</source>
      <translation>Yazılan bayt</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Calculate</source>
      <translation>Hesapla</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Calculate an arithmetic expression safely (no code is run) and return the number. Errors say what is wrong and at which position.</source>
      <translation>Bir aritmetik ifadeyi güvenle hesaplar (hiçbir kod çalıştırılmaz) ve sayıyı döndürür. Hatalar neyin yanlış olduğunu ve hangi konumda olduğunu söyler.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Calculation</source>
      <translation>Hesap</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Command</source>
      <translation>Komut</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Confirm</source>
      <translation>Onayla</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="155" />
      <source>Create "{path}" with {new} of text</source>
      <translation>"{path}" dosyasını {new} metinle oluştur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a new Markdown note. When a note of that name exists, it stops with an error (the default), or saves under a new name, adds to the note or replaces its text (a preview unless confirmed), as chosen.</source>
      <translation>Yeni bir Markdown notu oluşturur. Bu adda bir not varsa, seçiminize göre hata vererek durur (varsayılan), yeni bir adla kaydeder, notun sonuna ekler ya da metnini değiştirir (onaylanmadıkça önizleme).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a new file</source>
      <translation>Yeni bir dosya oluştur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a note</source>
      <translation>Not oluştur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Create a text file inside the workspace folder, or replace or extend one. Changing an existing file without confirm: true changes nothing and answers with a preview.</source>
      <translation>Çalışma klasöründe bir metin dosyası oluşturur ya da var olan bir dosyanın içeriğini değiştirir veya sonuna ekler. Var olan bir dosyayı confirm: true olmadan değiştirmek hiçbir şeyi değiştirmez ve bir önizlemeyle yanıt verir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="374" />
      <source>Create the note "{name}" with {new} of text</source>
      <translation>"{name}" notunu {new} metinle oluştur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Current date and time</source>
      <translation>Şu anki tarih ve saat</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Cut short</source>
      <translation>Kısaltıldı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Date</source>
      <translation>Tarih</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Date and time</source>
      <translation>Tarih ve saat</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Day of the week</source>
      <translation>Haftanın günü</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>December</source>
      <translation>Aralık</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Delete a note</source>
      <translation>Notu sil</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Delete a note, by its exact name. Without confirm: true nothing is deleted and the answer is a preview.</source>
      <translation>Bir notu tam adına göre siler. confirm: true olmadan hiçbir şey silinmez ve yanıt bir önizlemedir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="429" />
      <source>Delete the note "{name}" ({size})</source>
      <translation>“{name}” notunu sil ({size})</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Details</source>
      <translation>Ayrıntılar</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Duration (ms)</source>
      <translation>Süre (ms)</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Echo</source>
      <translation>Yankı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (called without confirm: true) or the change that was made.</source>
      <translation>Ya önizleme (confirm: true olmadan çağrıldığında) ya da yapılan değişiklik.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (called without confirm: true) or the deletion that was done.</source>
      <translation>Ya önizleme (confirm: true olmadan çağrıldığında) ya da yapılan silme.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (called without confirm: true) or the finished command.</source>
      <translation>Ya önizleme (confirm: true olmadan çağrıldığında) ya da tamamlanan komut.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Either the preview (changing a file without confirm: true) or the write that was done.</source>
      <translation>Ya önizleme (bir dosyayı confirm: true olmadan değiştirirken) ya da yapılan yazma.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Entries</source>
      <translation>Öğeler</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Error output</source>
      <translation>Hata çıktısı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Error output (the first 100,000 bytes).</source>
      <translation>Hata çıktısı (ilk 100.000 bayt).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Error output cut short</source>
      <translation>Hata çıktısı kısaltıldı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Exactly the value the tool was given.</source>
      <translation>Araca verilen değerin kendisi.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Exit code</source>
      <translation>Çıkış kodu</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Extract</source>
      <translation>Alıntı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>February</source>
      <translation>Şubat</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Find notes whose title or text contains the given text (any letter case).</source>
      <translation>Başlığında ya da metninde verilen metni içeren notları bulur (büyük/küçük harf fark etmez).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Folder</source>
      <translation>Klasör</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Folder to list, relative to the workspace folder. Default: the workspace itself.</source>
      <translation>Listelenecek klasör, çalışma klasörüne göre. Varsayılan: çalışma klasörünün kendisi.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Folders first, then files, by name.</source>
      <translation>Önce klasörler, sonra dosyalar, ada göre.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Found in</source>
      <translation>Bulunduğu yer</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Friday</source>
      <translation>Cuma</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Hint</source>
      <translation>İpucu</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How</source>
      <translation>Nasıl</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How the note was changed.</source>
      <translation>Notun nasıl değiştirildiği.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How the note was saved.</source>
      <translation>Notun nasıl kaydedildiği.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>How to make the tool act.</source>
      <translation>Aracın işlemi yapması için ne gerektiği.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>IANA time zone name such as "Europe/Paris" or "UTC". Leave it out (or empty) for the computer's own time zone.</source>
      <translation>"Europe/Istanbul" ya da "UTC" gibi bir IANA saat dilimi adı. Bilgisayarın kendi saat dilimi için boş bırakın.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>If the note exists</source>
      <translation>Not zaten varsa</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>In plain words, exactly what the tool would do.</source>
      <translation>Aracın tam olarak ne yapacağı, sade bir dille.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>January</source>
      <translation>Ocak</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>July</source>
      <translation>Temmuz</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>June</source>
      <translation>Haziran</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Last changed</source>
      <translation>Son değişiklik</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List a folder inside the workspace folder: names, types, sizes, dates.</source>
      <translation>Çalışma klasörünün içindeki bir klasörü listeler: adlar, türler, boyutlar, tarihler.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List files</source>
      <translation>Dosyaları listele</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List notes</source>
      <translation>Notları listele</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>List the notes with their size and when they last changed, newest first.</source>
      <translation>Notları boyutları ve son değiştirilme zamanlarıyla, en yenisi başta olacak biçimde listeler.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Local tools for testing recipes: date and time, arithmetic, Markdown notes, files in one workspace folder and (if enabled) terminal commands. create_note (except with if_exists: replace on an existing note), and file_write on a file that does not exist yet, act at once. update_note, delete_note, create_note replacing a note, file_write on an existing file and run_terminal_command only answer with a preview of what they would do unless called with confirm: true.</source>
      <translation>Tarifleri denemek için yerel araçlar: tarih ve saat, aritmetik, Markdown notları, tek bir çalışma klasöründeki dosyalar ve (etkinse) terminal komutları. create_note (var olan bir notta if_exists: replace ile kullanılması dışında) ve henüz var olmayan bir dosyada file_write hemen işlem yapar. update_note, delete_note, bir notun yerine geçen create_note, var olan bir dosyada file_write ve run_terminal_command, confirm: true ile çağrılmadıkça yalnızca ne yapacaklarının önizlemesini verir.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>March</source>
      <translation>Mart</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Matches</source>
      <translation>Eşleşmeler</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>May</source>
      <translation>Mayıs</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Monday</source>
      <translation>Pazartesi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Name</source>
      <translation>Ad</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Name of the day</source>
      <translation>Gün adı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Name of the month</source>
      <translation>Ay adı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>New file</source>
      <translation>Yeni dosya</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Note name</source>
      <translation>Not adı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Notes</source>
      <translation>Notlar</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Nothing was done. Call the tool again with "confirm": true to do it.</source>
      <translation>Hiçbir şey yapılmadı. Yapmak için aracı "confirm": true ile yeniden çağırın.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>November</source>
      <translation>Kasım</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Now, ISO 8601 with the UTC offset.</source>
      <translation>Şu an, UTC farkıyla ISO 8601 biçiminde.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Number</source>
      <translation>Sayı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>October</source>
      <translation>Ekim</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Offset from UTC</source>
      <translation>UTC farkı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Output</source>
      <translation>Çıktı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Output cut short</source>
      <translation>Çıktı kısaltıldı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path</source>
      <translation>Yol</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path of a text file, relative to the workspace folder.</source>
      <translation>Bir metin dosyasının çalışma klasörüne göre yolu.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path of the file, relative to the workspace folder, e.g. "reports/today.md".</source>
      <translation>Dosyanın çalışma klasörüne göre yolu, örneğin "raporlar/bugun.md".</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Path relative to the workspace folder.</source>
      <translation>Çalışma klasörüne göre yol.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Preview</source>
      <translation>Önizleme</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read a file</source>
      <translation>Bir dosyayı oku</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read a note</source>
      <translation>Bir notu oku</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read a text file inside the workspace folder (the first 1,000,000 bytes).</source>
      <translation>Çalışma klasöründeki bir metin dosyasını okur (ilk 1.000.000 bayt).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Read one note's Markdown text, by its name (title).</source>
      <translation>Bir notun Markdown metnini adına (başlığına) göre okur.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Recipe Studio built-in tools</source>
      <translation>Recipe Studio yerleşik araçları</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace a note's text, or append text at its end. Without confirm: true nothing is changed and the answer is a preview.</source>
      <translation>Bir notun metnini değiştirir ya da sonuna metin ekler. confirm: true olmadan hiçbir şey değişmez ve yanıt bir önizlemedir.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace its contents</source>
      <translation>İçeriğini değiştir</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace its text</source>
      <translation>Metnini değiştir</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Replace its text (asks first)</source>
      <translation>Metnini değiştir (önce sorar)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="157" />
      <source>Replace the contents of "{path}" ({size}) with {new} of new text</source>
      <translation>“{path}” içeriğini ({size}) {new} yeni metinle değiştir</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="201" />
      <source>Replace the text of the note "{name}" ({size}) with {new} of new text</source>
      <translation>“{name}” notunun metnini ({size}) {new} yeni metinle değiştir</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Result</source>
      <translation>Sonuç</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Return the value it is given, unchanged. For testing recipes: it reads and changes nothing.</source>
      <translation>Aldığı değeri değiştirmeden geri döndürür. Tarifleri denemek içindir: hiçbir şey okumaz ve değiştirmez.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Run a shell command in the workspace folder and return its exit code and output. Off unless turned on in Edit › Preferences. Without confirm: true nothing runs and the answer is a preview.</source>
      <translation>Çalışma klasöründe bir kabuk komutu çalıştırır ve çıkış kodunu ve çıktısını döndürür. Düzen › Tercihler'den açılmadıkça kapalıdır. confirm: true olmadan hiçbir şey çalışmaz ve yanıt bir önizlemedir.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Run a terminal command</source>
      <translation>Terminal komutu çalıştır</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="153" />
      <source>Run the command `{command}` in the folder {folder}, stopping it after {seconds:g} s</source>
      <translation>`{command}` komutunu {folder} klasöründe çalıştır ve {seconds:g} sn sonra durdur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Saturday</source>
      <translation>Cumartesi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Save under a new name</source>
      <translation>Yeni bir adla kaydet</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Search notes</source>
      <translation>Notlarda ara</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Search text</source>
      <translation>Aranan metin</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Seconds since 1970-01-01 00:00 UTC.</source>
      <translation>1970-01-01 00:00 UTC'den bu yana geçen saniye.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>September</source>
      <translation>Eylül</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size</source>
      <translation>Boyut</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes (files only).</source>
      <translation>Bayt cinsinden boyut (yalnızca dosyalar).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes after saving.</source>
      <translation>Kaydettikten sonraki bayt cinsinden boyut.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes of the deleted note.</source>
      <translation>Silinen notun bayt cinsinden boyutu.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size in bytes.</source>
      <translation>Bayt cinsinden boyut.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Size now</source>
      <translation>Şu anki boyut</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Standard output (the first 100,000 bytes).</source>
      <translation>Standart çıktı (ilk 100.000 bayt).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Stop the command after this many seconds (at most 600).</source>
      <translation>Komutu bu kadar saniye sonra durdur (en fazla 600).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Stop with an error</source>
      <translation>Hata vererek dur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Sunday</source>
      <translation>Pazar</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Text</source>
      <translation>Metin</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Text to look for (any letter case).</source>
      <translation>Aranacak metin (büyük/küçük harf fark etmez).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The IANA time zone name (or an abbreviation if unknown).</source>
      <translation>IANA saat dilimi adı (bilinmiyorsa bir kısaltma).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The current date and time, in the computer's time zone or in a named IANA time zone, with weekday, UTC offset and Unix timestamp.</source>
      <translation>Bilgisayarın saat diliminde ya da adı verilen bir IANA saat diliminde şu anki tarih ve saat; haftanın günü, UTC farkı ve Unix zaman damgasıyla birlikte.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The day of the week in English, e.g. Monday.</source>
      <translation>Haftanın günü İngilizce olarak, örneğin Monday.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The day of the week in the language of the tools, e.g. Monday (lundi in French), for a text people read; compare weekday, which is always in English.</source>
      <translation>Haftanın günü araçların dilinde, örneğin Pazartesi (İngilizcesi Monday); insanların okuyacağı bir metin için. Karşılaştırmak için her zaman İngilizce olan weekday alanını kullanın.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The expression as given.</source>
      <translation>Verildiği biçimiyle ifade.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The facts the sentence is made of.</source>
      <translation>Cümlenin dayandığı bilgiler.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The file's full size in bytes.</source>
      <translation>Dosyanın bayt cinsinden tam boyutu.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The file's size in bytes afterwards.</source>
      <translation>Dosyanın yazmadan sonraki bayt cinsinden boyutu.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The file's text (UTF-8).</source>
      <translation>Dosyanın metni (UTF-8).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The folder listed, relative to the workspace folder.</source>
      <translation>Listelenen klasör, çalışma klasörüne göre.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The name of the month in the language of the tools, e.g. December.</source>
      <translation>Ayın adı araçların dilinde, örneğin Aralık.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note that was saved, or the preview of replacing one (without confirm: true).</source>
      <translation>Kaydedilen not ya da bir notun değiştirilmesinin önizlemesi (confirm: true olmadan).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's Markdown text.</source>
      <translation>Notun Markdown metni.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's name (its title), e.g. "Shopping".</source>
      <translation>Notun adı (başlığı), örneğin "Alışveriş".</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's name (title).</source>
      <translation>Notun adı (başlığı).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The note's text, in Markdown.</source>
      <translation>Notun metni, Markdown biçiminde.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The notes, most recently changed first.</source>
      <translation>Notlar, en son değiştirilen başta.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The offset from UTC, e.g. +02:00.</source>
      <translation>UTC'ye göre fark, örneğin +03:00.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The shell command to run, e.g. "ls -la". It runs in the workspace folder.</source>
      <translation>Çalıştırılacak kabuk komutu, örneğin "ls -la". Çalışma klasöründe çalışır.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The text around the first match (or the first line).</source>
      <translation>İlk eşleşmenin çevresindeki metin (ya da ilk satır).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The text to write (UTF-8).</source>
      <translation>Yazılacak metin (UTF-8).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The time of day, HH:MM:SS (24-hour clock).</source>
      <translation>Günün saati, SS:DD:ss (24 saat düzeninde).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The tool that would act.</source>
      <translation>İşlemi yapacak araç.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>The value of the expression.</source>
      <translation>İfadenin değeri.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Thursday</source>
      <translation>Perşembe</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Time</source>
      <translation>Saat</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Time limit (seconds)</source>
      <translation>Süre sınırı (saniye)</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Time zone</source>
      <translation>Saat dilimi</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Today's date, YYYY-MM-DD.</source>
      <translation>Bugünün tarihi, YYYY-AA-GG.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>True if only the first 1,000,000 bytes are given.</source>
      <translation>Yalnızca ilk 1.000.000 bayt verildiyse true.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>True if only the first 1000 are listed.</source>
      <translation>Yalnızca ilk 1000 tanesi listelendiyse true.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>True if the file did not exist before.</source>
      <translation>Dosya daha önce yoksa true.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Tuesday</source>
      <translation>Salı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Type</source>
      <translation>Tür</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Unix time</source>
      <translation>Unix zamanı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Update a note</source>
      <translation>Notu güncelle</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Value</source>
      <translation>Değer</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Wednesday</source>
      <translation>Çarşamba</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>What a state-changing tool would do. Nothing was done.</source>
      <translation>Bir şeyi değiştiren bir aracın ne yapacağı. Hiçbir şey yapılmadı.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>What to do when a note of that name already exists: refuse (nothing is changed), new_name (save under the name with a number added), append (add the text at its end) or replace (replace its text; without confirm: true the answer is a preview).</source>
      <translation>Bu adda bir not zaten varsa ne yapılacağı: refuse (hiçbir şey değişmez), new_name (ada bir numara eklenerek kaydedilir), append (metin sonuna eklenir) ya da replace (metni değiştirilir; confirm: true olmadan yanıt bir önizlemedir).</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>When it last changed, ISO 8601.</source>
      <translation>Son değiştirilme zamanı, ISO 8601 biçiminde.</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Would do</source>
      <translation>Yapacağı</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>Write a file</source>
      <translation>Dosyaya yaz</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="317" />
      <source>a comparison</source>
      <translation>bir karşılaştırma</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="324" />
      <source>a dictionary</source>
      <translation>bir sözlük</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="322" />
      <source>a list</source>
      <translation>bir liste</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="278" />
      <source>a note can hold at most {size}</source>
      <translation>bir not en fazla {size} tutabilir</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="69" />
      <source>a note name can be at most {n} characters long</source>
      <translation>bir not adı en fazla {n} karakter olabilir</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="71" />
      <source>a note name cannot contain line breaks or control characters</source>
      <translation>bir not adı satır sonu ya da denetim karakteri içeremez</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="359" />
      <source>a note named {name!r} already exists; choose under “If the note exists” whether to save under a new name, add to it or replace it</source>
      <translation>{name!r} adlı bir not zaten var; yeni bir adla kaydetmeyi, sonuna eklemeyi ya da değiştirmeyi “Not zaten varsa” bölümünde seçin</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="67" />
      <source>a note needs a name</source>
      <translation>bir notun adı olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="176" />
      <source>a path cannot contain a NUL character</source>
      <translation>bir yol NUL karakteri içeremez</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="325" />
      <source>a set</source>
      <translation>bir küme</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="321" />
      <source>a text string</source>
      <translation>bir metin</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="323" />
      <source>a tuple</source>
      <translation>bir demet</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="315" />
      <source>an attribute</source>
      <translation>bir öznitelik</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="25" />
      <source>and {n} more</source>
      <translation>ve {n} tane daha</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="318" />
      <source>and/or</source>
      <translation>and/or</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>at most {limit}</source>
      <translation>en çok {limit}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>containing {query}</source>
      <translation>{query} içeren</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>create: a new file (an existing one is refused); overwrite: replace the file's contents; append: add at its end. Changing an existing file needs confirm.</source>
      <translation>create: yeni bir dosya (var olan bir dosya reddedilir); overwrite: dosyanın içeriğini değiştirir; append: sonuna ekler. Var olan bir dosyayı değiştirmek için confirm gerekir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="266" />
      <source>division by zero{where}</source>
      <translation>sıfıra bölme{where}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="231" />
      <source>division by zero{where} (0 to a negative power)</source>
      <translation>sıfıra bölme{where} (0'ın negatif kuvveti)</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>how: {mode}</source>
      <translation>nasıl: {mode}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="319" />
      <source>if/else</source>
      <translation>if/else</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>in the time zone {timezone}</source>
      <translation>{timezone} saat diliminde</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>in {path}</source>
      <translation>{path} içinde</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="316" />
      <source>indexing</source>
      <translation>dizinleme</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="139" />
      <source>invalid syntax</source>
      <translation>geçersiz söz dizimi</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="79" />
      <source>log() needs a positive number (and a positive base other than 1)</source>
      <translation>log() pozitif bir sayı (ve 1'den farklı pozitif bir taban) ister</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="85" />
      <source>log10() needs a positive number</source>
      <translation>log10() pozitif bir sayı ister</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>replace: the body becomes the note's text; append: it is added at the end.</source>
      <translation>replace: gövde notun metni olur; append: sonuna eklenir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="56" />
      <source>round() takes a whole number of digits between -{limit} and {limit}</source>
      <translation>round() -{limit} ile {limit} arasında tam sayı kadar basamak alır</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="73" />
      <source>sqrt() of a negative number is not a real number</source>
      <translation>negatif bir sayının sqrt() değeri gerçek bir sayı değildir</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>stopped after {timeout_seconds} s</source>
      <translation>{timeout_seconds} sn sonra durdurulur</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>terminal access is off; turn it on in Recipe Studio under Edit › Preferences (on macOS: Recipe Studio › Settings)</source>
      <translation>terminal erişimi kapalı; Recipe Studio'da Düzen › Tercihler menüsünden açın (macOS'ta: Recipe Studio › Ayarlar)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="90" />
      <source>that note name is too long to be stored as a file</source>
      <translation>bu not adı dosya olarak saklanamayacak kadar uzun</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="48" />
      <source>the argument {name!r} is missing</source>
      <translation>{name!r} bağımsız değişkeni eksik</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="66" />
      <source>the argument {name!r} is not valid: {reason}</source>
      <translation>{name!r} bağımsız değişkeni geçerli değil: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="54" />
      <source>the argument {name!r} must be a number</source>
      <translation>{name!r} bağımsız değişkeni bir sayı olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="50" />
      <source>the argument {name!r} must be a text</source>
      <translation>{name!r} bağımsız değişkeni bir metin olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="52" />
      <source>the argument {name!r} must be a whole number</source>
      <translation>{name!r} bağımsız değişkeni bir tam sayı olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="61" />
      <source>the argument {name!r} must be at least {limit}</source>
      <translation>{name!r} bağımsız değişkeni en az {limit} olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="65" />
      <source>the argument {name!r} must be at most {limit}</source>
      <translation>{name!r} bağımsız değişkeni en çok {limit} olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="63" />
      <source>the argument {name!r} must be less than {limit}</source>
      <translation>{name!r} bağımsız değişkeni {limit} değerinden küçük olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="59" />
      <source>the argument {name!r} must be more than {limit}</source>
      <translation>{name!r} bağımsız değişkeni {limit} değerinden büyük olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="56" />
      <source>the argument {name!r} must be true or false</source>
      <translation>{name!r} bağımsız değişkeni doğru ya da yanlış olmalı</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="198" />
      <source>the command could not be started: {reason}</source>
      <translation>komut başlatılamadı: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="202" />
      <source>the command did not finish within {seconds:g} s and was stopped{tail}</source>
      <translation>komut {seconds:g} sn içinde bitmedi ve durduruldu{tail}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/terminal.py" line="190" />
      <source>the command is empty</source>
      <translation>komut boş</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="130" />
      <source>the expression is empty</source>
      <translation>ifade boş</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="154" />
      <source>the expression is nested more than {limit} levels deep</source>
      <translation>ifade {limit} düzeyden daha derin iç içe</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="140" />
      <source>the expression is not valid{where}: {reason}</source>
      <translation>ifade geçerli değil{where}: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="144" />
      <source>the expression is too complex to read</source>
      <translation>ifade okunamayacak kadar karmaşık</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="120" />
      <source>the expression is {length:,} characters long; the limit is {limit:,}</source>
      <translation>ifade {length:,} karakter uzunluğunda; sınır {limit:,}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/registry.py" line="96" />
      <source>the file system refused: {reason}</source>
      <translation>dosya sistemi reddetti: {reason}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/registry.py" line="93" />
      <source>the file system refused: {reason} ({file})</source>
      <translation>dosya sistemi reddetti: {reason} ({file})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="268" />
      <source>the note {name!r} is larger than {size}</source>
      <translation>{name!r} notu {size} sınırından büyük</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="227" />
      <source>the power{where} is too large to calculate</source>
      <translation>üs{where} hesaplanamayacak kadar büyük</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="172" />
      <source>the result{where} has more than {limit:,} digits</source>
      <translation>sonucun{where} {limit:,} basamaktan fazlası var</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="169" />
      <source>the result{where} is not a real number</source>
      <translation>sonuç{where} gerçek bir sayı değil</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="268" />
      <source>the result{where} is too large</source>
      <translation>sonuç{where} çok büyük</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="179" />
      <source>the result{where} is too large (or not a number)</source>
      <translation>sonuç{where} çok büyük (ya da bir sayı değil)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="305" />
      <source>the search text is empty</source>
      <translation>aranacak metin boş</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="386" />
      <source>there are too many notes named {name!r}</source>
      <translation>{name!r} adlı çok fazla not var</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/notes.py" line="259" />
      <source>there is no note named {name!r}</source>
      <translation>{name!r} adlı bir not yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="240" />
      <source>this operator</source>
      <translation>bu işleç</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/refused_arguments.py" line="45" />
      <source>this tool has no argument {name!r}</source>
      <translation>bu aracın {name!r} adlı bir bağımsız değişkeni yok</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>true to really do it. Without it (or false) nothing is changed and the answer is a preview of exactly what would happen.</source>
      <translation>Gerçekten yapmak için true. Verilmezse (ya da false ise) hiçbir şey değişmez ve yanıt, tam olarak ne olacağının bir önizlemesidir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="277" />
      <source>unknown function {name!r}{where} (known: {known})</source>
      <translation>bilinmeyen işlev {name!r}{where} (bilinenler: {known})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="198" />
      <source>unknown name {name!r}{where} (known: {known})</source>
      <translation>bilinmeyen ad {name!r}{where} (bilinenler: {known})</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/general.py" line="105" />
      <source>unknown time zone {name!r}: use an IANA name such as "Europe/Paris", "America/New_York" or "UTC"</source>
      <translation>bilinmeyen saat dilimi {name!r}: "Europe/Istanbul", "America/New_York" ya da "UTC" gibi bir IANA adı kullanın</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>with the text {body}</source>
      <translation>metni {body}</translation>
    </message>
    <message>
      <location filename="tools.server_texts" line="0" />
      <source>with the text {content}</source>
      <translation>metni {content}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="295" />
      <source>{least} to {most}</source>
      <translation>{least} ile {most} arası</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="307" />
      <source>{name}(){where} cannot be calculated for that</source>
      <translation>{name}(){where} bu değer için hesaplanamaz</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="291" />
      <source>{name}(){where} takes one number</source>
      <translation>{name}(){where} tek bir sayı alır</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="286" />
      <source>{name}(){where} takes plain numbers only</source>
      <translation>{name}(){where} yalnızca sayı alır</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="297" />
      <source>{name}(){where} takes {count} numbers</source>
      <translation>{name}(){where} {count} sayı alır</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="327" />
      <source>{path!r} already exists; use mode "overwrite" or "append" to change it</source>
      <translation>{path!r} zaten var; değiştirmek için "overwrite" ya da "append" kipini kullanın</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/common.py" line="208" />
      <source>{path!r} changed while it was being used (a folder or file became a link); try again</source>
      <translation>{path!r} kullanılırken değişti (bir klasör veya dosya bağlantıya dönüştü); yeniden deneyin</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="235" />
      <location filename="recipe_studio/tools/files.py" line="276" />
      <source>{path!r} does not exist</source>
      <translation>{path!r} yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="187" />
      <source>{path!r} goes through a link that points outside the workspace folder</source>
      <translation>{path!r}, çalışma klasörünün dışını gösteren bir bağlantıdan geçiyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="144" />
      <location filename="recipe_studio/tools/files.py" line="318" />
      <source>{path!r} is a folder, not a file</source>
      <translation>{path!r} bir dosya değil, bir klasör</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="277" />
      <source>{path!r} is not a file</source>
      <translation>{path!r} bir dosya değil</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="236" />
      <source>{path!r} is not a folder</source>
      <translation>{path!r} bir klasör değil</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/common.py" line="202" />
      <location filename="recipe_studio/tools/files.py" line="148" />
      <source>{path!r} is not a regular file</source>
      <translation>{path!r} normal bir dosya değil</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="290" />
      <source>{path!r} is not a text file (UTF-8)</source>
      <translation>{path!r} bir metin dosyası (UTF-8) değil</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/files.py" line="182" />
      <source>{path!r} is outside the workspace folder; use a path inside it</source>
      <translation>{path!r} çalışma klasörünün dışında; klasörün içinde bir yol kullanın</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="207" />
      <source>{sign}{where} is not supported (only + and - signs)</source>
      <translation>{sign}{where} desteklenmiyor (yalnızca + ve - işaretleri)</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="242" />
      <source>{symbol}{where} is not supported{advice}</source>
      <translation>{symbol}{where} desteklenmiyor{advice}</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="190" />
      <source>{value!r}{where} is not a number</source>
      <translation>{value!r}{where} bir sayı değil</translation>
    </message>
    <message>
      <location filename="recipe_studio/tools/calculator.py" line="218" />
      <source>{what}{where} is not allowed in a calculation</source>
      <translation>{what}{where} bir hesaplamada kullanılamaz</translation>
    </message>
  </context>
  <context>
    <name>Tour</name>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="88" />
      <source>All your recipes are listed here. Search by name, description or tool; drafts and files that cannot be read are marked.</source>
      <translation>Tüm tarifleriniz burada listelenir. Ada, açıklamaya veya araca göre arama yapabilirsiniz; taslaklar ve okunamayan dosyalar işaretlenir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="69" />
      <source>Back</source>
      <translation>Geri</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="109" />
      <source>Choose the step's tool and fill in its arguments. The {x} and ⤷ buttons insert a parameter or an earlier step's result, so you never type ${…} yourself.</source>
      <translation>Adımın aracını seçin ve bağımsız değişkenlerini doldurun. {x} ve ⤷ düğmeleri bir parametre veya önceki bir adımın sonucunu ekler; böylece ${…} ifadelerini hiçbir zaman kendiniz yazmanız gerekmez.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="71" />
      <source>Close</source>
      <translation>Kapat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="116" />
      <source>Everything the platform would refuse is listed here. Double-click a problem to go to it.</source>
      <translation>Platformun kabul etmeyeceği her şey burada listelenir. Bir sorunun olduğu yere gitmek için soruna çift tıklayın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="52" />
      <source>Guided tour</source>
      <translation>Tanıtım turu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="95" />
      <source>Name the recipe, describe it, and choose the platform it is for: the rules of that platform are checked as you type.</source>
      <translation>Tarife bir ad verin, ne yaptığını açıklayın ve hangi platform için olduğunu seçin: siz yazarken o platformun kuralları denetlenir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="70" />
      <source>Next</source>
      <translation>İleri</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="123" />
      <source>Press Ctrl+R to test the recipe with the built-in tools. Steps that change something are listed for your confirmation first; results appear here.</source>
      <translation>Tarifi yerleşik araçlarla denemek için Ctrl+R tuşlarına basın. Değişiklik yapan adımlar önce onayınıza sunulur; sonuçlar burada görünür.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="115" />
      <source>Problems</source>
      <translation>Sorunlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="108" />
      <source>Step inspector</source>
      <translation>Adım denetçisi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="101" />
      <source>Steps</source>
      <translation>Adımlar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="102" />
      <source>Steps run in order. Add a tool step or a wait, drag rows to reorder them (or Alt+Up/Down); references to earlier results follow their steps.</source>
      <translation>Adımlar sırayla çalışır. Bir araç adımı veya bekleme ekleyin; sıralamayı değiştirmek için satırları sürükleyin (ya da Alt+Yukarı/Aşağı tuşlarını kullanın). Önceki sonuçlara yapılan başvurular, adımlar yer değiştirse de doğru adımı göstermeye devam eder.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="122" />
      <source>Test runs</source>
      <translation>Deneme çalıştırmaları</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="94" />
      <source>The recipe</source>
      <translation>Tarif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/window/tour.py" line="87" />
      <source>Your recipes</source>
      <translation>Tarifleriniz</translation>
    </message>
  </context>
  <context>
    <name>TryStep</name>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="87" />
      <source>A run is in progress; stop it first.</source>
      <translation>Bir çalıştırma sürüyor; önce onu durdurun.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="51" />
      <source>Choose a tool for this step first.</source>
      <translation>Önce bu adım için bir araç seçin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="103" />
      <source>Not tried: the server says this tool changes things, so it can only run in a test run, after you confirm.</source>
      <translation>Denenmedi: sunucuya göre bu araç bir şeyleri değiştiriyor; bu yüzden yalnızca siz onayladıktan sonra bir deneme çalıştırmasında çalışabilir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="50" />
      <source>Only a tool step can be tried.</source>
      <translation>Yalnızca araç adımları denenebilir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="34" />
      <source>Run just this step with its current arguments to see its result; later steps are then offered its fields. Its tool only reads, so nothing changes.</source>
      <translation>Sonucunu görmek için yalnızca bu adımı şimdiki argümanlarıyla çalıştırır; ardından sonucun alanları sonraki adımlara sunulur. Aracı yalnızca okur, bu yüzden hiçbir şey değişmez.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="43" />
      <source>Select a tool step to try it.</source>
      <translation>Denemek için bir araç adımı seçin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="68" />
      <source>Step {n} reads the result of step {m}, which has not run yet. Run the recipe up to step {last} first, then try this step again.</source>
      <translation>{n}. adım, henüz çalışmamış olan {m}. adımın sonucunu okuyor. Önce tarifi {last}. adıma kadar çalıştırın, ardından bu adımı yeniden deneyin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="73" />
      <source>Step {n} reads the results of steps {m}, which have not run yet. Run the recipe up to step {last} first, then try this step again.</source>
      <translation>{n}. adım, henüz çalışmamış olan {m}. adımların sonuçlarını okuyor. Önce tarifi {last}. adıma kadar çalıştırın, ardından bu adımı yeniden deneyin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="116" />
      <location filename="recipe_studio/gui/run/trial.py" line="118" />
      <source>Try this step</source>
      <translation>Bu adımı dene</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="56" />
      <source>“{tool}” changes things, so it cannot be tried on its own: only a step whose tool only reads can be tried. Test the recipe instead; it asks before any change.</source>
      <translation>“{tool}” bir şeyleri değiştirir, bu yüzden tek başına denenemez: yalnızca aracı sadece okuyan bir adım denenebilir. Bunun yerine tarifin deneme çalıştırmasını yapın; herhangi bir değişiklikten önce onayınız istenir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/run/trial.py" line="52" />
      <source>“{tool}” is not in the catalog, so it may change things: only a step whose tool only reads can be tried.</source>
      <translation>“{tool}” katalogda yok, bu yüzden bir şeyleri değiştirebilir: yalnızca aracı sadece okuyan bir adım denenebilir.</translation>
    </message>
  </context>
  <context>
    <name>UseElsewhere</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="114" />
      <source>%n recipe(s) will appear as tools: {names}.</source>
      <translation>
        <numerusform>%n tarif araç olarak görünecek: {names}.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="154" />
      <source>&amp;Copy</source>
      <translation>&amp;Kopyala</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="134" />
      <source>A copy of its previous settings is kept beside them.</source>
      <translation>Önceki ayarlarının bir kopyası yanında saklanıyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="140" />
      <source>Add this entry to the app's MCP server settings, then restart the app. Where the files are on this computer:</source>
      <translation>Bu girdiyi uygulamanın MCP sunucu ayarlarına ekleyin, sonra uygulamayı yeniden başlatın. Dosyaların bu bilgisayardaki yeri:</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="85" />
      <source>Add to {app}</source>
      <translation>{app} uygulamasına ekle</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="90" />
      <source>Added to {app}. Restart {app} to see your recipes as tools.</source>
      <translation>{app} uygulamasına eklendi. Tariflerinizi araç olarak görmek için {app} uygulamasını yeniden başlatın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="134" />
      <source>Any other app</source>
      <translation>Diğer uygulamalar</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="70" />
      <source>Apps that speak MCP, such as desktop AI assistants, can run your saved recipes as tools; a recipe that changes something asks you to confirm first.</source>
      <translation>Masaüstü yapay zekâ asistanları gibi MCP konuşan uygulamalar, kaydettiğiniz tarifleri araç olarak çalıştırabilir; bir şeyi değiştiren tarif önce sizden onay ister.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="163" />
      <source>Copied</source>
      <translation>Kopyalandı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="118" />
      <source>No recipe will appear yet: save a recipe without errors first.</source>
      <translation>Henüz hiçbir tarif görünmeyecek: önce hatasız bir tarif kaydedin.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="122" />
      <source>Not added to {app}</source>
      <translation>{app} uygulamasına eklenmedi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="152" />
      <source>Server entry for MCP apps</source>
      <translation>MCP uygulamaları için sunucu girdisi</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="52" />
      <source>The list of servers in the settings of {app} is not what Recipe Studio expects, so it was left as it is.</source>
      <translation>{app} ayarlarındaki sunucu listesi beklenen biçimde değil; dosya olduğu gibi bırakıldı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="46" />
      <source>The settings file of {app} cannot be read.</source>
      <translation>{app} ayar dosyası okunamıyor.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="56" />
      <source>The settings file of {app} could not be written; nothing was changed.</source>
      <translation>{app} ayar dosyası yazılamadı; hiçbir şey değiştirilmedi.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="48" />
      <source>The settings file of {app} does not hold settings Recipe Studio understands, so it was left as it is.</source>
      <translation>{app} ayar dosyası Recipe Studio'nun anladığı ayarları içermiyor; olduğu gibi bırakıldı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="47" />
      <source>The settings file of {app} is not valid JSON, so it was left as it is.</source>
      <translation>{app} ayar dosyası geçerli bir JSON değil; olduğu gibi bırakıldı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="66" />
      <source>Use in other apps</source>
      <translation>Başka uygulamalarda kullan</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="95" />
      <source>What was done</source>
      <translation>Yapılan</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="109" />
      <source>Which recipes appear</source>
      <translation>Görünecek tarifler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="72" />
      <source>Your apps</source>
      <translation>Uygulamalarınız</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="48" />
      <source>another file holds a recipe of the same name</source>
      <translation>başka bir dosyada aynı adlı bir tarif var</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="51" />
      <source>it cannot be offered</source>
      <translation>sunulamıyor</translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="47" />
      <source>it has %n error(s): the Problems panel lists them</source>
      <translation>
        <numerusform>%n hatası var: Sorunlar panelinde listelenir</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="46" />
      <source>it is a draft: finish it and save it as a recipe</source>
      <translation>bir taslak: tamamlayıp tarif olarak kaydedin</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="49" />
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="50" />
      <source>its file cannot be read</source>
      <translation>dosyası okunamıyor</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="91" />
      <source>{app} already runs your recipes; nothing needed changing.</source>
      <translation>{app} tariflerinizi zaten çalıştırıyor; değiştirilecek bir şey yoktu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="107" />
      <source>{app}: found on this computer.</source>
      <translation>{app}: bu bilgisayarda bulundu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/add_to_apps.py" line="100" />
      <source>{app}: not found on this computer.</source>
      <translation>{app}: bu bilgisayarda bulunamadı.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="89" />
      <source>{app}: your recipes are already set up there.</source>
      <translation>{app}: tarifleriniz orada zaten kurulu.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="137" />
      <source>{app}: {path}</source>
      <translation>{app}: {path}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="115" />
      <source>“{name}”</source>
      <translation>“{name}”</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/sharing/use_elsewhere.py" line="123" />
      <source>“{name}” is left out: {why}.</source>
      <translation>«{name}» dışarıda bırakıldı: {why}.</translation>
    </message>
  </context>
  <context>
    <name>Versions</name>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="153" />
      <source>%n parameter(s) changed</source>
      <translation>
        <numerusform>%n parametre değişti</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="146" />
      <source>%n step(s) added</source>
      <translation>
        <numerusform>%n adım eklendi</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="149" />
      <source>%n step(s) changed</source>
      <translation>
        <numerusform>%n adım değişti</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="148" />
      <source>%n step(s) moved</source>
      <translation>
        <numerusform>%n adımın yeri değişti</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="recipe_studio/gui/versions/change_words.py" line="147" />
      <source>%n step(s) removed</source>
      <translation>
        <numerusform>%n adım kaldırıldı</numerusform>
      </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="82" />
      <source>A step is added: {step}.</source>
      <translation>Bir adım eklenir: {step}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="83" />
      <source>A step is removed: {step}.</source>
      <translation>Bir adım kaldırılır: {step}.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="92" />
      <source>Something else changes.</source>
      <translation>Başka bir şey değişir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="85" />
      <source>Step {n} uses “{new_raw}” instead of “{old_raw}”.</source>
      <translation>{n}. adım «{old_raw}» yerine «{new_raw}» kullanır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="89" />
      <source>Step {n} waits {new_raw} s instead of {old_raw} s.</source>
      <translation>{n}. adım {old_raw} sn yerine {new_raw} sn bekler.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="129" />
      <source>The default of “{name}” changes from {old} to {new}.</source>
      <translation>«{name}» için varsayılan değer {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="79" />
      <source>The description changes from {old} to {new}.</source>
      <translation>Açıklama {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="130" />
      <source>The description for other apps of “{name}” changes from {old} to {new}.</source>
      <translation>«{name}» için başka uygulamalara yönelik açıklama {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="127" />
      <source>The explanation of “{name}” changes from {old} to {new}.</source>
      <translation>«{name}» için açıklama {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="77" />
      <source>The name changes from {old} to {new}.</source>
      <translation>Ad {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="128" />
      <source>The parameter “{name}” changes type from {old} to {new}.</source>
      <translation>«{name}» parametresinin türü {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="134" />
      <source>The parameter “{name}” changes.</source>
      <translation>«{name}» parametresi değişir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="80" />
      <source>The parameter “{name}” is added.</source>
      <translation>«{name}» parametresi eklenir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="81" />
      <source>The parameter “{name}” is removed.</source>
      <translation>«{name}» parametresi kaldırılır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="78" />
      <source>The target changes from “{old_t}” to “{new_t}”.</source>
      <translation>Hedef «{old_t}» yerine «{new_t}» olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="126" />
      <source>The title of the parameter “{identifier}” changes from {old} to {new}.</source>
      <translation>«{identifier}» parametresinin başlığı {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="133" />
      <source>Whether “{name}” is required changes from {old} to {new}.</source>
      <translation>«{name}» zorunlu mu: {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="152" />
      <source>description changed</source>
      <translation>açıklama değişti</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="150" />
      <source>name changed</source>
      <translation>ad değişti</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="36" />
      <source>no</source>
      <translation>hayır</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="140" />
      <source>no change</source>
      <translation>değişiklik yok</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="34" />
      <source>nothing</source>
      <translation>hiçbir şey</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="56" />
      <source>step {n} (a wait)</source>
      <translation>{n}. adım (bekleme)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="55" />
      <source>step {n} ({tool})</source>
      <translation>{n}. adım ({tool})</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="151" />
      <source>target changed</source>
      <translation>hedef değişti</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="36" />
      <source>yes</source>
      <translation>evet</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="72" />
      <source>{step} becomes optional.</source>
      <translation>{step} isteğe bağlı olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="90" />
      <source>{step} changes.</source>
      <translation>{step} değişir.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="74" />
      <source>{step} is no longer optional.</source>
      <translation>{step} artık isteğe bağlı değil.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="84" />
      <source>{step} moves to place {to}.</source>
      <translation>{step} {to}. sıraya geçer.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="88" />
      <source>{step}: “{argument}” changes from {old} to {new}.</source>
      <translation>{step}: «{argument}» {old} yerine {new} olur.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="87" />
      <source>{step}: “{argument}” is removed (it was {old}).</source>
      <translation>{step}: «{argument}» kaldırılır (değeri {old} idi).</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="86" />
      <source>{step}: “{argument}” is set to {new}.</source>
      <translation>{step}: «{argument}» {new} olarak ayarlanır.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/versions/change_words.py" line="48" />
      <source>“{text}”</source>
      <translation>“{text}”</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="103" />
      <source>A recipe is a named list of tool calls that runs as one command. Build one here, test it with the built-in tools, then save it or publish it to your host.</source>
      <translation>Tarif, tek bir komut gibi çalışan, adı olan bir araç çağrıları listesidir. Burada bir tarif oluşturun, yerleşik araçlarla deneyin, sonra kaydedin ya da ana bilgisayarınızda yayımlayın.</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="114" />
      <source>Import a file…</source>
      <translation>Dosya içe aktar…</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="112" />
      <source>New recipe</source>
      <translation>Yeni tarif</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="92" />
      <source>Recent recipes</source>
      <translation>Son tarifler</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="85" />
      <source>Start from an example</source>
      <translation>Bir örnekle başlayın</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="116" />
      <source>Take the guided tour</source>
      <translation>Tanıtım turunu başlat</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="74" />
      <source>Welcome</source>
      <translation>Hoş geldiniz</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/welcome/welcome.py" line="97" />
      <source>Welcome to Recipe Studio</source>
      <translation>Recipe Studio'ya hoş geldiniz</translation>
    </message>
  </context>
  <context>
    <name>When</name>
    <message>
      <location filename="recipe_studio/gui/when.py" line="27" />
      <source>today {time}</source>
      <translation>bugün {time}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="29" />
      <source>yesterday {time}</source>
      <translation>dün {time}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="31" />
      <source>{date}, {time}</source>
      <translation>{date} {time}</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="38" />
      <source>{ms} ms</source>
      <translation>{ms} ms</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/when.py" line="39" />
      <source>{s} s</source>
      <translation>{s} sn</translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="91" />
      <source>Custom tool of another assistant</source>
      <translation>Başka bir asistanın özel aracı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="72" />
      <source>Group of values</source>
      <translation>Değer grubu</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="73" />
      <source>List</source>
      <translation>Liste</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="87" />
      <source>Mac — recipe (current version)</source>
      <translation>Mac — tarif (güncel sürüm)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="89" />
      <source>Mac — recipe (earlier version)</source>
      <translation>Mac — tarif (önceki sürüm)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="68" />
      <location filename="recipe_studio/gui/words.py" line="69" />
      <source>Number</source>
      <translation>Sayı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="63" />
      <location filename="recipe_studio/gui/words.py" line="64" />
      <location filename="recipe_studio/gui/words.py" line="65" />
      <source>Text</source>
      <translation>Metin</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="66" />
      <location filename="recipe_studio/gui/words.py" line="67" />
      <source>Whole number</source>
      <translation>Tam sayı</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="88" />
      <source>Windows — recipe (current version)</source>
      <translation>Windows — tarif (güncel sürüm)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="90" />
      <source>Windows — recipe (earlier version)</source>
      <translation>Windows — tarif (önceki sürüm)</translation>
    </message>
    <message>
      <location filename="recipe_studio/gui/words.py" line="70" />
      <location filename="recipe_studio/gui/words.py" line="71" />
      <source>Yes or no</source>
      <translation>Evet ya da hayır</translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>no</source>
      <translation>hayır</translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>yes</source>
      <translation>evet</translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>“</source>
      <translation>“</translation>
    </message>
    <message>
      <location filename="sentences.JOINING_WORDS" line="0" />
      <source>”</source>
      <translation>”</translation>
    </message>
  </context>
  <context>
    <name>places</name>
    <message>
      <location filename="core.problem_text" line="places" />
      <source> › </source>
      <translation> › </translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Description</source>
      <translation>Açıklama</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Format version</source>
      <translation>Biçim sürümü</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Optional</source>
      <translation>İsteğe bağlı</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Outputs</source>
      <translation>Çıktılar</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Parameter {n}</source>
      <translation>Parametre {n}</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Parameters</source>
      <translation>Parametreler</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Pause</source>
      <translation>Bekleme</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Recipe</source>
      <translation>Tarif</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Recipe name</source>
      <translation>Tarif adı</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Recipe {n}</source>
      <translation>Tarif {n}</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Step id</source>
      <translation>Adım kimliği</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Step {n}</source>
      <translation>Adım {n}</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Steps</source>
      <translation>Adımlar</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>Tool</source>
      <translation>Araç</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>default value</source>
      <translation>varsayılan değer</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>description</source>
      <translation>açıklama</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>item {n}</source>
      <translation>{n}. öğe</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>name</source>
      <translation>ad</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>required</source>
      <translation>zorunlu</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="places" />
      <source>type</source>
      <translation>tür</translation>
    </message>
  </context>
  <context>
    <name>problem values</name>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>Windows</source>
      <translation>Windows</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>Windows (first revision)</source>
      <translation>Windows (ilk sürüm)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a date (YYYY-MM-DD)</source>
      <translation>bir tarih (YYYY-AA-GG)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a date and time (YYYY-MM-DDTHH:MM:SS)</source>
      <translation>bir tarih ve saat (YYYY-AA-GGTSS:DD:ss)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a host name</source>
      <translation>bir ana bilgisayar adı</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a list</source>
      <translation>bir liste</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a number</source>
      <translation>bir sayı</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a time (HH:MM:SS)</source>
      <translation>bir saat (SS:DD:ss)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a web address (URL)</source>
      <translation>bir web adresi (URL)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>a whole number</source>
      <translation>bir tam sayı</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an IP address</source>
      <translation>bir IP adresi</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an e-mail address</source>
      <translation>bir e-posta adresi</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an identifier (UUID)</source>
      <translation>bir kimlik (UUID)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>an object</source>
      <translation>bir nesne</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>and</source>
      <translation>ve</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>custom tool</source>
      <translation>özel araç</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>empty (null)</source>
      <translation>boş (null)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>error</source>
      <translation>hata</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>gateways cannot be steps</source>
      <translation>ağ geçitleri adım olamaz</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>list</source>
      <translation>liste</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>macOS</source>
      <translation>macOS</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>macOS (first revision)</source>
      <translation>macOS (ilk sürüm)</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>number</source>
      <translation>sayı</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>object</source>
      <translation>nesne</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>or</source>
      <translation>veya</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>other workflows cannot be steps</source>
      <translation>diğer iş akışları adım olamaz</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>something else</source>
      <translation>başka bir şey</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>text</source>
      <translation>metin</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>the creation tools cannot be steps</source>
      <translation>araç oluşturma araçları adım olamaz</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>true or false</source>
      <translation>true veya false</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>true/false</source>
      <translation>true/false</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>warning</source>
      <translation>uyarı</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problem values" />
      <source>whole-number</source>
      <translation>tam sayı</translation>
    </message>
  </context>
  <context>
    <name>problems</name>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"confirm" set to yes lets this step run without its own preview; the run still asks once.</source>
      <translation>“confirm” “Evet” iken bu adım kendi önizlemesi olmadan çalışır; çalıştırma yine bir kez sorar.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"optional" must be true or false.</source>
      <translation>"optional" değeri true veya false olmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"required" must be true or false.</source>
      <translation>"required" değeri true veya false olmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{key}" is given twice in this object; only the last one counts.</source>
      <translation>“{key}” bu nesnede iki kez verilmiş; yalnızca sonuncusu geçerli.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{key}" is not part of the {profile} format and may be ignored.</source>
      <translation>"{key}", {profile} biçiminde yer almıyor ve yok sayılabilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{name}" cannot be a parameter name: use letters, digits and "_", not starting with a digit.</source>
      <translation>"{name}" parametre adı olamaz: harf, rakam ve "_" kullanın; ad rakamla başlamamalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{text}" is not a reference Recipe Studio can read: insert a parameter or an earlier step's result with the buttons beside the field instead of typing it.</source>
      <translation>“{text}”, Recipe Studio’nun okuyabildiği bir başvuru değil: yazmak yerine alanın yanındaki düğmelerle bir parametre ya da önceki bir adımın sonucunu ekleyin.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" cannot be a step of a custom tool: {reason}.</source>
      <translation>"{tool}" özel bir aracın adımı olamaz: {reason}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" has no argument called "{name}".</source>
      <translation>"{tool}" aracının "{name}" adlı bir bağımsız değişkeni yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" is not in {catalog}; that catalog is incomplete, so check the name.</source>
      <translation>"{tool}", {catalog} içinde yok; bu katalog eksik olduğundan adın doğru olduğundan emin olun.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" needs the argument "{name}".</source>
      <translation>"{tool}" aracı "{name}" bağımsız değişkenini gerektiriyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{tool}" only runs as a background task, which this version of Recipe Studio cannot do; the run would fail at this step.</source>
      <translation>"{tool}" yalnızca arka plan görevi olarak çalışır ve Recipe Studio'nun bu sürümü bunu yapamaz; çalıştırma bu adımda başarısız olur.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>"{type}" is not a parameter type of {profile}. Use one of: {allowed}.</source>
      <translation>"{type}", {profile} biçiminde bir parametre türü değil. Şunlardan birini kullanın: {allowed}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A custom tool's name must start with "{prefix}".</source>
      <translation>Özel aracın adı "{prefix}" ile başlamalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A name in this object is not one this tool accepts.</source>
      <translation>Bu nesnedeki bir adı araç kabul etmiyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A note_id only works on the Mac that issued it; name the note with note_name instead.</source>
      <translation>note_id yalnızca onu oluşturan Mac'te çalışır; bunun yerine notu note_name ile belirtin.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A number here has more than {limit} digits.</source>
      <translation>Buradaki bir sayı {limit} basamaktan uzun.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A recipe must be a JSON object with a name and steps, not {found}.</source>
      <translation>Tarif, adı ve adımları olan bir JSON nesnesi olmalıdır; bulunan: {found}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A step cannot confirm itself: "confirm" is removed when saving, so this step will only show a preview.</source>
      <translation>Bir adım kendini onaylayamaz: kaydederken "confirm" kaldırılır, bu yüzden bu adım yalnızca önizleme gösterir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A step cannot use its own result (step {target}).</source>
      <translation>Bir adım kendi sonucunu kullanamaz (adım {target}).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A tool name should use only letters, digits, "_", "-" and ".".</source>
      <translation>Araç adında yalnızca harf, rakam, "_", "-" ve "." kullanılmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>A wait must be a number of seconds, 0 or more.</source>
      <translation>Bekleme süresi 0 veya daha büyük bir saniye değeri olmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Another step already has the id "{id}".</source>
      <translation>"{id}" kimliği zaten başka bir adımda kullanılıyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Custom tools do not fill in text like "{text}"; use an input or step reference as the whole value.</source>
      <translation>Özel araçlar "{text}" gibi bir metnin içine değer yerleştirmez; değerin tamamı olarak bir girdi veya adım başvurusu kullanın.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Describe this input so the host knows what to pass.</source>
      <translation>Ana bilgisayarın bu girdiye ne vereceğini bilmesi için girdiyi açıklayın.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Describe what this tool does: the host shows the description.</source>
      <translation>Bu aracın ne yaptığını açıklayın: açıklama ana bilgisayarda gösterilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Each item of this list must be different.</source>
      <translation>Bu listedeki her öğe farklı olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Each output must be an object with a text "kind".</source>
      <translation>Her çıktı, metin türünde bir "kind" alanı içeren bir nesne olmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Every step of a custom tool needs an id.</source>
      <translation>Özel bir aracın her adımının bir kimliği olmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Parameter "{name}": the {profile} format has no default values.</source>
      <translation>"{name}" parametresi: {profile} biçiminde varsayılan değer yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Parameter "{name}": {profile} has no optional inputs without a default.</source>
      <translation>"{name}" parametresi: {profile} biçiminde varsayılanı olmayan isteğe bağlı girdi yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Parameter "{name}": {profile} has no type for {kind} values.</source>
      <translation>"{name}" parametresi: {profile} biçiminde {kind} değerleri için bir tür yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Recipe manifests do not understand {{"{key}": ...}}; it is sent as is.</source>
      <translation>Tarif manifestleri {{"{key}": ...}} yapısını anlamaz; olduğu gibi gönderilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: "confirm" is ignored here, but in the {profile} format it would let the step run without its own preview.</source>
      <translation>Adım {number}: "confirm" burada yok sayılıyor, ancak {profile} biçiminde adımın kendi önizlemesini göstermeden çalışmasını sağlar.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: "confirm" is removed in the {profile} format.</source>
      <translation>Adım {number}: {profile} biçiminde "confirm" kaldırılır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: an unrecognised step cannot be carried over.</source>
      <translation>Adım {number}: tanınmayan bir adım aktarılamaz.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the reference {text} cannot be written in {profile}.</source>
      <translation>Adım {number}: {text} başvurusu {profile} biçiminde yazılamaz.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the step id "{id}" is not kept in the {profile} format.</source>
      <translation>Adım {number}: "{id}" adım kimliği {profile} biçiminde korunmaz.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the text "{text}" would become a reference in {profile}.</source>
      <translation>Adım {number}: "{text}" metni {profile} biçiminde bir başvuruya dönüşür.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the {profile} format cannot fill text into "{text}".</source>
      <translation>Adım {number}: {profile} biçiminde "{text}" metninin içine değer yerleştirilemez.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the {profile} format has no optional steps.</source>
      <translation>Adım {number}: {profile} biçiminde isteğe bağlı adım yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {number}: the {profile} format has no wait steps.</source>
      <translation>Adım {number}: {profile} biçiminde bekleme adımı yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {target} is a wait step; it has no result.</source>
      <translation>Adım {target} bir bekleme adımıdır; sonucu yoktur.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {target} is optional: if it fails, this step fails too because its result is missing.</source>
      <translation>Adım {target} isteğe bağlı: o adım başarısız olursa sonucu eksik kalacağı için bu adım da başarısız olur.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>Step {target} runs after this one, so its result is not ready yet.</source>
      <translation>Adım {target} bu adımdan sonra çalışıyor; bu yüzden sonucu henüz hazır değil.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The arguments of a step must be a JSON object.</source>
      <translation>Bir adımın bağımsız değişkenleri bir JSON nesnesi olmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The bundle holds {count} recipes; at most {limit} are read.</source>
      <translation>Pakette {count} tarif var; en fazla {limit} tanesi okunur.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The catalog's schema for "{tool}" is broken; its args are not checked.</source>
      <translation>Katalogdaki "{tool}" şeması bozuk; bağımsız değişkenleri denetlenmiyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The default value does not fit the type {type} ({kind}).</source>
      <translation>Varsayılan değer {type} ({kind}) türüne uymuyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file holds {count} references; at most {limit} are read.</source>
      <translation>Dosyada {count} başvuru var; en fazla {limit} tanesi okunur.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file is not UTF-8 text (byte {offset} cannot be read).</source>
      <translation>Dosya UTF-8 metni değil ({offset}. bayt okunamıyor).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file is not valid JSON (line {line}, column {column}).</source>
      <translation>Dosya geçerli bir JSON değil (satır {line}, sütun {column}).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file is too large to be a recipe ({size} bytes).</source>
      <translation>Dosya, bir tarif olamayacak kadar büyük ({size} bayt).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The file nests objects or lists more than {limit} levels deep.</source>
      <translation>Dosya, nesneleri veya listeleri {limit} düzeyden daha derin iç içe koyuyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The name is {count} characters long; at most {limit} are allowed.</source>
      <translation>Ad {count} karakter uzunluğunda; en fazla {limit} karaktere izin verilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The optional input "{name}" feeds an argument that "{tool}" requires; make the input required or use a fixed value.</source>
      <translation>İsteğe bağlı "{name}" girdisi, "{tool}" aracının zorunlu bir bağımsız değişkenine değer veriyor; girdiyi zorunlu yapın veya sabit bir değer kullanın.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The parameter "{name}" is {type}, but this argument needs {expected}.</source>
      <translation>"{name}" parametresinin türü {type}, ancak bu bağımsız değişken için beklenen: {expected}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The recipe has no name.</source>
      <translation>Tarifin adı yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The recipe has no steps. Add at least one step.</source>
      <translation>Tarifte hiç adım yok. En az bir adım ekleyin.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The recipe has {count} steps; at most {limit} are allowed.</source>
      <translation>Tarifte {count} adım var; en fazla {limit} adıma izin verilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" does not list "{key}". Did you mean "{nearest}"?</source>
      <translation>"{tool}" aracının sonucunda "{key}" diye bir alan listelenmiyor. "{nearest}" mı demek istediniz?</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" does not list "{key}"; check the name against its result.</source>
      <translation>"{tool}" aracının sonucunda "{key}" diye bir alan listelenmiyor; adı sonucun açıklamasıyla karşılaştırın.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" never has "{key}". Did you mean "{nearest}"?</source>
      <translation>"{tool}" aracının sonucunda hiçbir zaman "{key}" olmaz. "{nearest}" mı demek istediniz?</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The result of "{tool}" never has "{key}": its description rules it out.</source>
      <translation>"{tool}" aracının sonucunda hiçbir zaman "{key}" olmaz: açıklaması buna izin vermiyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The step "{id}" runs after this one, so its result is not ready yet.</source>
      <translation>"{id}" adımı bu adımdan sonra çalışıyor; bu yüzden sonucu henüz hazır değil.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no default values; this one is ignored.</source>
      <translation>{profile} biçiminde varsayılan değer yok; bu değer yok sayılır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no optional steps.</source>
      <translation>{profile} biçiminde isteğe bağlı adım yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no outputs.</source>
      <translation>{profile} biçiminde çıktı yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no outputs; they would be lost.</source>
      <translation>{profile} biçiminde çıktı yok; çıktılar kaybolur.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no schema_version.</source>
      <translation>{profile} biçiminde schema_version yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>The {profile} format has no wait steps.</source>
      <translation>{profile} biçiminde bekleme adımı yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is already a parameter called "{name}".</source>
      <translation>"{name}" adlı bir parametre zaten var.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no input called "{name}".</source>
      <translation>"{name}" adlı bir girdi yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no parameter called "{name}".</source>
      <translation>"{name}" adlı bir parametre yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no step with the id "{id}".</source>
      <translation>"{id}" kimlikli bir adım yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no step {target}.</source>
      <translation>Adım {target} yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>There is no tool called "{tool}" in {catalog}.</source>
      <translation>{catalog} içinde "{tool}" adlı bir araç yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This can have at most {limit} entries.</source>
      <translation>Burada en fazla {limit} giriş olabilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list can have at most {limit} items.</source>
      <translation>Bu listede en fazla {limit} öğe olabilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list lacks an item this tool needs.</source>
      <translation>Bu listede aracın gerek duyduğu bir öğe eksik.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list needs at least one item.</source>
      <translation>Bu listede en az bir öğe olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This list needs at least {limit} items.</source>
      <translation>Bu listede en az {limit} öğe olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be a multiple of {limit}.</source>
      <translation>Bu değer {limit} sayısının katı olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be less than {limit}.</source>
      <translation>Bu değer {limit} değerinden küçük olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be more than {limit}.</source>
      <translation>Bu değer {limit} değerinden büyük olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be one of: {allowed}.</source>
      <translation>Bu değer şunlardan biri olmalıdır: {allowed}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be {format}.</source>
      <translation>Burada {format} olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be {limit} or less.</source>
      <translation>Bu değer {limit} veya daha küçük olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must be {limit} or more.</source>
      <translation>Bu değer {limit} veya daha büyük olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This must not be empty.</source>
      <translation>Bu alan boş olmamalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This needs at least {limit} entries.</source>
      <translation>Burada en az {limit} giriş olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This number is too large to be a number in JSON.</source>
      <translation>Bu sayı, JSON'da bir sayı olamayacak kadar büyük.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This parameter has no name.</source>
      <translation>Bu parametrenin adı yok.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This parameter has no type; it is treated as text.</source>
      <translation>Bu parametrenin türü yok; metin olarak kabul edilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This refers to a step that was deleted.</source>
      <translation>Bu, silinmiş bir adıma başvuruyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This should be {expected}, but it is {found}.</source>
      <translation>Burada beklenen: {expected}; bulunan: {found}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This should be {expected}.</source>
      <translation>Burada beklenen: {expected}.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step does not say which tool to call.</source>
      <translation>Bu adımda hangi aracın çağrılacağı belirtilmemiş.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step is neither a tool call ("tool") nor a pause ("wait").</source>
      <translation>Bu adım ne bir araç çağrısı ("tool") ne de bir bekleme ("wait").</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step names the note twice; it is saved with note_name only (a note_id only works on the Mac that issued it).</source>
      <translation>Bu adım notu iki kez belirtiyor; yalnızca note_name ile kaydedilir (note_id yalnızca onu oluşturan Mac'te çalışır).</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This step waits {seconds} seconds; is that intended?</source>
      <translation>Bu adım {seconds} saniye bekliyor; bu süre doğru mu?</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text can have at most {limit} characters.</source>
      <translation>Bu metin en fazla {limit} karakter olabilir.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text does not have the form this tool expects.</source>
      <translation>Bu metin, aracın beklediği biçimde değil.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text holds a lone surrogate (a \uD800–\uDFFF escape without its pair), which is not a valid character.</source>
      <translation>Bu metin tek başına bir vekil karakter içeriyor (eşi olmayan bir \uD800–\uDFFF kaçışı); bu geçerli bir karakter değil.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text is longer than {limit} characters.</source>
      <translation>Bu metin {limit} karakterden uzun.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This text must have at least {limit} characters.</source>
      <translation>Bu metin en az {limit} karakter olmalı.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value fits none of the forms this tool accepts, or more than one.</source>
      <translation>Bu değer, aracın kabul ettiği biçimlerin hiçbirine ya da birden fazlasına uyuyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value fits none of the forms this tool accepts.</source>
      <translation>Bu değer, aracın kabul ettiği biçimlerin hiçbirine uymuyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value is not accepted by "{tool}".</source>
      <translation>Bu değer “{tool}” tarafından kabul edilmiyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value is not allowed here.</source>
      <translation>Bu değere burada izin verilmiyor.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>This value needs another argument to be given with it.</source>
      <translation>Bu değerle birlikte başka bir bağımsız değişken de verilmeli.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>schema_version must be a whole number.</source>
      <translation>schema_version bir tam sayı olmalıdır.</translation>
    </message>
    <message>
      <location filename="core.problem_text" line="problems" />
      <source>{text} is not a JSON number: write a number, or the value as text.</source>
      <translation>{text} bir JSON sayısı değil: bir sayı yazın ya da değeri metin olarak yazın.</translation>
    </message>
  </context>
  <context>
    <name>run messages</name>
    <message numerus="yes">
      <location filename="messages" line="checks_failed" />
      <source>%n check(s) failed</source>
      <translation>
        <numerusform>%n denetim başarısız</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="library_check_summary" />
      <source>%n recipe(s) failed</source>
      <translation>
        <numerusform>%n tarif başarısız</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_not_run" />
      <source>%n step(s) did not run.</source>
      <translation>
        <numerusform>%n adım çalıştırılmadı.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_bad_document" />
      <source>A client metadata document's address must start with https:// and name a document.</source>
      <translation>Bir istemci meta veri belgesinin adresi https:// ile başlamalı ve bir belgeyi göstermelidir.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_needs_client_id" />
      <source>A client secret needs the client ID it belongs to.</source>
      <translation>İstemci gizli anahtarı, ait olduğu istemci kimliğini gerektirir.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_key_needs_machine" />
      <source>A private key is only used to sign in without a person: choose that way of signing in.</source>
      <translation>Özel anahtar yalnızca kişi olmadan oturum açmak için kullanılır: bu oturum açma yolunu seçin.</translation>
    </message>
    <message>
      <location filename="messages" line="report_real_run" />
      <source>A real run: the steps did what they say.</source>
      <translation>Gerçek bir çalıştırma: adımlar söylediklerini yaptı.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_deleted" />
      <source>A reference points at a step that was deleted.</source>
      <translation>Bir başvuru silinmiş bir adımı gösteriyor.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_tls" />
      <source>A secure (HTTPS) connection to “{host}” could not be made: its certificate or encryption was not accepted. Check whether the URL should start with http or https.</source>
      <translation>“{host}” ile güvenli (HTTPS) bağlantı kurulamadı: sertifikası ya da şifrelemesi kabul edilmedi. URL'nin http ile mi yoksa https ile mi başlaması gerektiğini denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="report_unknown_step" />
      <source>A step Recipe Studio does not recognise</source>
      <translation>Recipe Studio'nun tanımadığı bir adım</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="checks_passed" />
      <source>All %n check(s) passed</source>
      <translation>
        <numerusform>%n denetimin tümü geçti</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="report_args_would" />
      <source>Arguments it would have been sent:</source>
      <translation>Gönderilecek olan argümanlar:</translation>
    </message>
    <message>
      <location filename="messages" line="report_args_sent" />
      <source>Arguments sent:</source>
      <translation>Gönderilen argümanlar:</translation>
    </message>
    <message>
      <location filename="messages" line="report_args_as_written" />
      <source>As written, with the values filled in: {args}</source>
      <translation>Yazıldığı gibi, değerler doldurulmuş hâliyle: {args}</translation>
    </message>
    <message>
      <location filename="messages" line="check_line_failed" />
      <source>Check failed: {check}: {reason}.</source>
      <translation>Denetim başarısız: {check}: {reason}.</translation>
    </message>
    <message>
      <location filename="messages" line="check_line_passed" />
      <source>Check passed: {check}.</source>
      <translation>Denetim geçti: {check}.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_cancelled" />
      <source>Connecting to the server was stopped.</source>
      <translation>Sunucuya bağlanma durduruldu.</translation>
    </message>
    <message>
      <location filename="messages" line="report_duration" />
      <source>Duration</source>
      <translation>Süre</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_summary_ok" />
      <source>Every step went through (%n step(s)).</source>
      <translation>
        <numerusform>Bütün adımlar tamamlandı (%n adım).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="step_status_failed" />
      <source>Failed</source>
      <translation>Başarısız</translation>
    </message>
    <message>
      <location filename="messages" line="signin_waiting" />
      <source>Finish signing in to {url} in your browser; Recipe Studio waits.</source>
      <translation>{url} için oturum açmayı tarayıcınızda tamamlayın; Recipe Studio bekliyor.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_secret_or_key" />
      <source>Give the client secret or the private key, not both.</source>
      <translation>İstemci gizli anahtarını ya da özel anahtarı verin, ikisini birden değil.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_saved" />
      <source>How to sign in to {url} is kept in the keychain.</source>
      <translation>{url} adresine nasıl oturum açılacağı anahtar zincirinde saklandı.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_unchanged" />
      <source>How to sign in to {url} was already set up that way.</source>
      <translation>{url} adresine oturum açma zaten bu şekilde ayarlıydı.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_cleared" />
      <source>How to sign in to {url} was set back to the default.</source>
      <translation>{url} adresine oturum açma varsayılana döndürüldü.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_pin" />
      <source>Its result here is its pinned result.</source>
      <translation>Buradaki sonucu, sabitlenmiş sonucudur.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_shape" />
      <source>Its result here is made of example values, shaped like the results seen before.</source>
      <translation>Buradaki sonucu, daha önce görülen sonuçlar biçiminde örnek değerlerden oluşur.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_schema" />
      <source>Its result here is made of example values, shaped like what the tool says it returns.</source>
      <translation>Buradaki sonucu, aracın döndürdüğünü söylediği biçimde örnek değerlerden oluşur.</translation>
    </message>
    <message>
      <location filename="messages" line="report_footer" />
      <source>Made by Recipe Studio {version}.</source>
      <translation>Recipe Studio {version} ile hazırlandı.</translation>
    </message>
    <message>
      <location filename="messages" line="report_no_checks" />
      <source>No checks were set.</source>
      <translation>Hiç denetim tanımlanmamıştı.</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_declined" />
      <source>Not confirmed: nothing was run.</source>
      <translation>Onaylanmadı: hiçbir şey çalıştırılmadı.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_outside" />
      <source>Not part of this run</source>
      <translation>Bu çalıştırmanın parçası değil</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_not_run" />
      <source>Not run</source>
      <translation>Çalıştırılmadı</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_not_sent" />
      <source>Not sent (rehearsal)</source>
      <translation>Gönderilmedi (prova)</translation>
    </message>
    <message>
      <location filename="messages" line="rehearsal_not_sent" />
      <source>Not sent (rehearsal): this step would change something.</source>
      <translation>Gönderilmedi (prova): bu adım bir şeyi değiştirirdi.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_refused" />
      <source>Nothing is answering at {url}: the connection was refused. Check that the server is running and that the port is right.</source>
      <translation>{url} adresinde yanıt veren bir şey yok: bağlantı reddedildi. Sunucunun çalıştığını ve bağlantı noktasının doğru olduğunu denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="stand_in_none" />
      <source>Nothing is known of its result, so it stands in as empty.</source>
      <translation>Sonucu hakkında hiçbir şey bilinmiyor, bu yüzden yerine boş bir sonuç konur.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_ok" />
      <source>OK</source>
      <translation>Tamam</translation>
    </message>
    <message>
      <location filename="messages" line="report_params" />
      <source>Parameters used</source>
      <translation>Kullanılan parametreler</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_preview" />
      <source>Preview only (not done)</source>
      <translation>Yalnızca önizleme (yapılmadı)</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="rehearsal_acted" />
      <source>Rehearsal — but the tools of %n step(s) did not only preview ({steps}): something may have changed.</source>
      <translation>
        <numerusform>Prova — ama %n adımın aracı yalnızca önizleme yapmadı ({steps}): bir şey değişmiş olabilir.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="rehearsal_nothing_changed" />
      <source>Rehearsal — nothing was changed.</source>
      <translation>Prova — hiçbir şey değiştirilmedi.</translation>
    </message>
    <message>
      <location filename="messages" line="report_result_example" />
      <source>Result (example values, not a real result):</source>
      <translation>Sonuç (örnek değerler, gerçek bir sonuç değil):</translation>
    </message>
    <message>
      <location filename="messages" line="report_result" />
      <source>Result:</source>
      <translation>Sonuç:</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_question" />
      <source>Run them? [y/N] </source>
      <translation>Çalıştırılsın mı? [e/H] </translation>
    </message>
    <message>
      <location filename="messages" line="signout_done" />
      <source>Signed out of {url}: its sign-in was removed from the keychain.</source>
      <translation>{url} oturumu kapatıldı: oturum bilgisi anahtar zincirinden silindi.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_failed" />
      <source>Signing in to {url} did not work. Try again; if it keeps failing, the details show what went wrong.</source>
      <translation>{url} için oturum açılamadı. Yeniden deneyin; sürerse neyin yanlış gittiğini ayrıntılarda görebilirsiniz.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_refused" />
      <source>Signing in to {url} did not work: its sign-in service refused. The details show what it said.</source>
      <translation>{url} için oturum açılamadı: oturum açma hizmeti reddetti. Ne dediğini ayrıntılarda görebilirsiniz.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_timeout" />
      <source>Signing in to {url} was not finished in time, so the connection was stopped. Try again and finish signing in in the browser page that opens.</source>
      <translation>{url} için oturum açma zamanında bitirilmedi, bu yüzden bağlantı durduruldu. Yeniden deneyin ve açılan tarayıcı sayfasında oturum açmayı bitirin.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_needs_credentials" />
      <source>Signing in without a person needs the client ID and its secret or private key.</source>
      <translation>Kişi olmadan oturum açmak için istemci kimliği ve gizli anahtarı ya da özel anahtarı gerekir.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_skipped" />
      <source>Skipped</source>
      <translation>Atlandı</translation>
    </message>
    <message>
      <location filename="messages" line="unexpected_error" />
      <source>Something unexpected went wrong, so this could not be done. The details say more.</source>
      <translation>Beklenmeyen bir sorun nedeniyle bu yapılamadı. Ayrıntılarda daha fazlası var.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_later" />
      <source>Step {current} can only use the results of earlier steps, not of step {target}.</source>
      <translation>Adım {current} yalnızca önceki adımların sonuçlarını kullanabilir, adım {target} sonucunu kullanamaz.</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_step" />
      <source>Step {n}: {sentence}</source>
      <translation>Adım {n}: {sentence}</translation>
    </message>
    <message>
      <location filename="messages" line="run_step_failed" />
      <source>Step {step} ({tool}) failed: {error}</source>
      <translation>Adım {step} ({tool}) başarısız oldu: {error}</translation>
    </message>
    <message>
      <location filename="messages" line="run_step_failed_plain" />
      <source>Step {step} failed: {error}</source>
      <translation>Adım {step} başarısız oldu: {error}</translation>
    </message>
    <message>
      <location filename="messages" line="check_succeeds" />
      <source>Step {step} succeeds</source>
      <translation>Adım {step} başarılı olur</translation>
    </message>
    <message>
      <location filename="messages" line="drift_lost_field" />
      <source>Step {step}'s result no longer has {field}; it had it on {date}.</source>
      <translation>Adım {step} sonucunda artık {field} yok; {date} tarihinde vardı.</translation>
    </message>
    <message>
      <location filename="messages" line="rehearsal_tool_acted" />
      <source>Step {step}'s tool was asked only for a preview, but it did not answer with one: it may have changed something.</source>
      <translation>Adım {step} aracından yalnızca önizleme istendi, ama önizlemeyle yanıt vermedi: bir şeyi değiştirmiş olabilir.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_unfinished" />
      <source>Step {target} did not finish, so it has no result.</source>
      <translation>Adım {target} tamamlanmadı, bu yüzden sonucu yok.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_no_result" />
      <source>Step {target} has no result yet: run it first.</source>
      <translation>Adım {target} için henüz sonuç yok: önce onu çalıştırın.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_wait" />
      <source>Step {target} is a wait step: it has no result.</source>
      <translation>Adım {target} bir bekleme adımı: sonucu yok.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_preview" />
      <source>Step {target} only answered with a preview (its tool asks for its own confirmation), so it has no result to use.</source>
      <translation>Adım {target} yalnızca bir önizlemeyle yanıt verdi (aracı kendi onayını istiyor), bu yüzden kullanılacak bir sonucu yok.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_skipped" />
      <source>Step {target} was skipped (it is optional and failed), so its result cannot be used.</source>
      <translation>Adım {target} atlandı (isteğe bağlı ve başarısız oldu), bu yüzden sonucu kullanılamaz.</translation>
    </message>
    <message>
      <location filename="messages" line="report_steps" />
      <source>Steps</source>
      <translation>Adımlar</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_no_terminal" />
      <source>Steps that change something are not run without your confirmation, and there is no terminal to ask on: pass --yes to confirm them.</source>
      <translation>Bir şeyi değiştiren adımlar onayınız olmadan çalıştırılmaz ve onay soracak bir terminal yok: onaylamak için --yes ekleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="step_status_cancelled" />
      <source>Stopped</source>
      <translation>Durduruldu</translation>
    </message>
    <message>
      <location filename="messages" line="report_target" />
      <source>Target</source>
      <translation>Hedef</translation>
    </message>
    <message>
      <location filename="messages" line="report_title" />
      <source>Test report: {name}</source>
      <translation>Test raporu: {name}</translation>
    </message>
    <message>
      <location filename="messages" line="connect_dns" />
      <source>The address “{host}” could not be found. Check the URL for typing mistakes, and your network connection.</source>
      <translation>“{host}” adresi bulunamadı. URL'de yazım hatası olup olmadığını ve ağ bağlantınızı denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="call_bad_result" />
      <source>The answer of “{tool}” does not match what the tool says it returns. The details show what was wrong.</source>
      <translation>“{tool}” aracının yanıtı, aracın döndürdüğünü söylediği biçime uymuyor. Neyin yanlış olduğu ayrıntılarda görünüyor.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_bad_issuer" />
      <source>The authorization server must be a web address (https://…), as its owner gave it.</source>
      <translation>Yetkilendirme sunucusu, sahibinin verdiği gibi bir web adresi (https://…) olmalıdır.</translation>
    </message>
    <message>
      <location filename="messages" line="task_failed" />
      <source>The background task of “{tool}” failed: {reason}</source>
      <translation>“{tool}” aracının arka plan görevi başarısız oldu: {reason}</translation>
    </message>
    <message>
      <location filename="messages" line="call_cancelled" />
      <source>The call to “{tool}” was stopped.</source>
      <translation>“{tool}” çağrısı durduruldu.</translation>
    </message>
    <message>
      <location filename="messages" line="server_lost_http" />
      <source>The connection to the server at {url} was lost. Check that the server is still running, then run again.</source>
      <translation>{url} adresindeki sunucuyla bağlantı koptu. Sunucunun hâlâ çalıştığını denetleyip yeniden çalıştırın.</translation>
    </message>
    <message>
      <location filename="messages" line="connection_closed" />
      <source>The connection to the tool server was closed.</source>
      <translation>Araç sunucusuyla bağlantı kapatıldı.</translation>
    </message>
    <message>
      <location filename="messages" line="param_bad_default" />
      <source>The default value of the parameter “{name}”: {problem}</source>
      <translation>“{name}” parametresinin varsayılan değeri: {problem}</translation>
    </message>
    <message>
      <location filename="messages" line="param_needs_value" />
      <source>The parameter “{name}” needs a value.</source>
      <translation>“{name}” parametresi bir değer gerektiriyor.</translation>
    </message>
    <message>
      <location filename="messages" line="param_bad_value" />
      <source>The parameter “{name}”: {problem}</source>
      <translation>“{name}” parametresi: {problem}</translation>
    </message>
    <message>
      <location filename="messages" line="signin_setup_bad_key" />
      <source>The private key could not be read: it must be an unencrypted PEM key (EC, RSA or Ed25519).</source>
      <translation>Özel anahtar okunamadı: şifrelenmemiş bir PEM anahtarı (EC, RSA veya Ed25519) olmalıdır.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_check_failed" />
      <source>The recipe does not fit the server's tools (%n error(s)), so nothing was run. Fix the recipe, or choose the server it was made for.</source>
      <translation>
        <numerusform>Tarif sunucunun araçlarına uymuyor (%n hata), bu yüzden hiçbir şey çalıştırılmadı. Tarifi düzeltin ya da tarifin yapıldığı sunucuyu seçin.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="run_connect_failed" />
      <source>The run could not start. {error}</source>
      <translation>Çalıştırma başlayamadı. {error}</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="run_declined" />
      <source>The run was not confirmed, so nothing was run (%n step(s) would change something).</source>
      <translation>
        <numerusform>Çalıştırma onaylanmadı, bu yüzden hiçbir şey çalıştırılmadı (%n adım bir şeyi değiştirecekti).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="run_cancelled_at" />
      <source>The run was stopped at step {step}.</source>
      <translation>Çalıştırma adım {step} sırasında durduruldu.</translation>
    </message>
    <message>
      <location filename="messages" line="run_cancelled_before" />
      <source>The run was stopped before its first step.</source>
      <translation>Çalıştırma ilk adımından önce durduruldu.</translation>
    </message>
    <message>
      <location filename="messages" line="run_cancelled_before_step" />
      <source>The run was stopped before step {step}.</source>
      <translation>Çalıştırma adım {step} başlamadan önce durduruldu.</translation>
    </message>
    <message>
      <location filename="messages" line="step_cancelled_waiting" />
      <source>The run was stopped during the wait.</source>
      <translation>Çalıştırma bekleme sırasında durduruldu.</translation>
    </message>
    <message>
      <location filename="messages" line="call_malformed_result" />
      <source>The server answered the call to “{tool}” with something that is not a tool result, so it could not be read. The server may have a bug; the details show what it sent.</source>
      <translation>Sunucu “{tool}” çağrısına araç sonucu olmayan bir şeyle yanıt verdi, bu yüzden okunamadı. Sunucuda bir hata olabilir; ayrıntılar ne gönderdiğini gösteriyor.</translation>
    </message>
    <message>
      <location filename="messages" line="elicitation_refused" />
      <source>The server asked a question, but there is no terminal to ask it on. Run in a terminal, or pass --yes to answer with the default values.</source>
      <translation>Sunucu bir soru sordu ama soruyu soracak bir terminal yok. Bir terminalde çalıştırın ya da varsayılan değerlerle yanıtlamak için --yes ekleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_http_status" />
      <source>The server at {url} answered with the error HTTP {status}. Check the URL and that the server is working.</source>
      <translation>{url} adresindeki sunucu HTTP {status} hatasıyla yanıt verdi. URL'yi ve sunucunun çalıştığını denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_http_404" />
      <source>The server at {url} answered “not found” (HTTP 404). Check the path in the URL: MCP servers often end in /mcp.</source>
      <translation>{url} adresindeki sunucu “bulunamadı” yanıtını verdi (HTTP 404). URL'deki yolu denetleyin: MCP sunucularının adresi çoğu zaman /mcp ile biter.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_unreachable" />
      <source>The server at {url} could not be reached. Check the URL and your network connection.</source>
      <translation>{url} adresindeki sunucuya ulaşılamadı. URL'yi ve ağ bağlantınızı denetleyin.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="connect_http_timeout" />
      <source>The server at {url} did not answer within %n second(s). Check that it is running, then try again.</source>
      <translation>
        <numerusform>{url} adresindeki sunucu %n saniye içinde yanıt vermedi. Çalıştığını denetleyip yeniden deneyin.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="signin_no_browser" />
      <source>The server at {url} needs you to sign in, but no web browser could be opened. Open the address in the details in your browser, or set a default browser.</source>
      <translation>{url} adresindeki sunucu oturum açmanızı istiyor, ancak hiçbir web tarayıcısı açılamadı. Ayrıntılardaki adresi tarayıcınızda açın ya da varsayılan bir tarayıcı ayarlayın.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_http_auth" />
      <source>The server at {url} refused access (HTTP {status}) and no sign-in got through. Sign out of it in Connections and try again, or check that your account may use it.</source>
      <translation>{url} adresindeki sunucu erişimi reddetti (HTTP {status}) ve hiçbir oturum açma başarılı olmadı. Bağlantılar'da bu sunucudaki oturumu kapatıp yeniden deneyin ya da hesabınızın onu kullanabildiğini denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="task_cancelled" />
      <source>The server cancelled the background task of “{tool}”.</source>
      <translation>Sunucu “{tool}” aracının arka plan görevini iptal etti.</translation>
    </message>
    <message>
      <location filename="messages" line="call_not_found" />
      <source>The server could not find what “{tool}” asked for.</source>
      <translation>Sunucu “{tool}” aracının istediğini bulamadı.</translation>
    </message>
    <message>
      <location filename="messages" line="call_garbled" />
      <source>The server could not understand the request for “{tool}”, or answered in a way that could not be understood. The server may not follow MCP exactly.</source>
      <translation>Sunucu “{tool}” isteğini anlayamadı ya da anlaşılamayan bir biçimde yanıt verdi. Sunucu MCP'ye tam olarak uymuyor olabilir.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_handshake_failed" />
      <source>The server did not accept the connection: {reason}. Check that it is an MCP server of a version Recipe Studio supports.</source>
      <translation>Sunucu bağlantıyı kabul etmedi: {reason}. Recipe Studio'nun desteklediği sürümde bir MCP sunucusu olduğunu denetleyin.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="connect_timeout" />
      <source>The server did not answer within %n second(s) of being started. Check that the command starts an MCP server, then try again.</source>
      <translation>
        <numerusform>Sunucu başlatıldıktan sonra %n saniye içinde yanıt vermedi. Komutun bir MCP sunucusu başlattığını denetleyip yeniden deneyin.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="connect_no_handshake" />
      <source>The server did not complete the MCP handshake. Check that it is an MCP server.</source>
      <translation>Sunucu MCP el sıkışmasını tamamlamadı. Bunun bir MCP sunucusu olduğunu denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="call_not_offered" />
      <source>The server does not offer what was asked of it (for “{tool}”). It may be an older or a different kind of MCP server.</source>
      <translation>Sunucu kendisinden isteneni sunmuyor (“{tool}” için). Daha eski ya da farklı türde bir MCP sunucusu olabilir.</translation>
    </message>
    <message>
      <location filename="messages" line="call_protocol_mismatch" />
      <source>The server expects a different version of MCP for “{tool}” than Recipe Studio speaks. The details say more.</source>
      <translation>Sunucu “{tool}” için Recipe Studio'nun konuştuğundan farklı bir MCP sürümü bekliyor. Ayrıntılar daha fazlasını söylüyor.</translation>
    </message>
    <message>
      <location filename="messages" line="call_unknown_tool" />
      <source>The server has no tool called “{tool}”. Check the step's tool, or read the server's tools again.</source>
      <translation>Sunucuda “{tool}” adlı bir araç yok. Adımın aracını denetleyin ya da sunucunun araçlarını yeniden okuyun.</translation>
    </message>
    <message>
      <location filename="messages" line="call_needs_page" />
      <source>The server needs you to open a web page before “{tool}” can go on (for example to sign in). Run the recipe again in Recipe Studio or in a terminal to be shown it.</source>
      <translation>“{tool}” devam edebilmeden önce sunucu bir web sayfası açmanızı istiyor (örneğin oturum açmak için). Sayfanın size gösterilmesi için tarifi Recipe Studio'da ya da bir terminalde yeniden çalıştırın.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_garbage" />
      <source>The server printed “{line}” instead of speaking MCP. Check that the command starts an MCP server over standard input and output.</source>
      <translation>Sunucu MCP ile konuşmak yerine “{line}” yazdırdı. Komutun standart giriş ve çıkış üzerinden bir MCP sunucusu başlattığını denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_spawn_failed" />
      <source>The server program “{command}” could not be started ({reason}). Check the command and its permissions.</source>
      <translation>Sunucu programı “{command}” başlatılamadı ({reason}). Komutu ve izinlerini denetleyin.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_command_missing" />
      <source>The server program “{command}” was not found. Check the command, or install the program.</source>
      <translation>Sunucu programı “{command}” bulunamadı. Komutu denetleyin ya da programı kurun.</translation>
    </message>
    <message>
      <location filename="messages" line="call_server_error" />
      <source>The server ran into an error of its own while handling “{tool}”. Try again; if it keeps happening, the details show what to tell the server's makers.</source>
      <translation>Sunucu “{tool}” isteğini işlerken kendi içinde bir hatayla karşılaştı. Yeniden deneyin; sürerse sunucunun yapımcılarına ne bildireceğinizi ayrıntılarda görebilirsiniz.</translation>
    </message>
    <message>
      <location filename="messages" line="call_rejected" />
      <source>The server refused the request about “{tool}”. The details show what it said.</source>
      <translation>Sunucu “{tool}” ile ilgili isteği reddetti. Ne dediğini ayrıntılarda görebilirsiniz.</translation>
    </message>
    <message>
      <location filename="messages" line="call_wrong_id" />
      <source>The server sent an answer for a call that was never made, so the call to “{tool}” got no answer. The server may have a bug; the details say more.</source>
      <translation>Sunucu hiç yapılmamış bir çağrıya yanıt gönderdi, bu yüzden “{tool}” çağrısı yanıt almadı. Sunucuda bir hata olabilir; ayrıntılar daha fazlasını söylüyor.</translation>
    </message>
    <message>
      <location filename="messages" line="connect_exited" />
      <source>The server stopped while starting (exit status {status}). Check its command; the details show what it printed.</source>
      <translation>Sunucu başlarken durdu (çıkış kodu {status}). Komutunu denetleyin; ayrıntılarda ne yazdırdığı görünüyor.</translation>
    </message>
    <message>
      <location filename="messages" line="call_message_too_large" />
      <source>The server's answer to “{tool}” was larger than {limit} MB, more than Recipe Studio reads, so it was not read. Ask the tool for less at a time.</source>
      <translation>Sunucunun “{tool}” yanıtı {limit} MB'tan büyüktü; bu, Recipe Studio'nun okuduğundan fazla, bu yüzden okunmadı. Araçtan bir seferde daha azını isteyin.</translation>
    </message>
    <message>
      <location filename="messages" line="step_error" />
      <source>The step could not be run because of an unexpected error. The details say more.</source>
      <translation>Beklenmedik bir hata yüzünden adım çalıştırılamadı. Ayrıntılarda daha fazla bilgi var.</translation>
    </message>
    <message>
      <location filename="messages" line="step_no_tool" />
      <source>The step does not say which tool to call.</source>
      <translation>Adım hangi aracın çağrılacağını belirtmiyor.</translation>
    </message>
    <message>
      <location filename="messages" line="step_cancelled" />
      <source>The step was stopped.</source>
      <translation>Adım durduruldu.</translation>
    </message>
    <message>
      <location filename="messages" line="tool_failed_silent" />
      <source>The tool reported an error without saying what it was.</source>
      <translation>Araç bir hata bildirdi ama ne olduğunu söylemedi.</translation>
    </message>
    <message>
      <location filename="messages" line="server_hung" />
      <source>The tool server stopped answering. It will be started again for the next run.</source>
      <translation>Araç sunucusu yanıt vermeyi kesti. Bir sonraki çalıştırmada yeniden başlatılacak.</translation>
    </message>
    <message>
      <location filename="messages" line="server_lost_stdio" />
      <source>The tool server stopped unexpectedly. It will be started again for the next run.</source>
      <translation>Araç sunucusu beklenmedik biçimde durdu. Bir sonraki çalıştırmada yeniden başlatılacak.</translation>
    </message>
    <message>
      <location filename="messages" line="task_unsupported" />
      <source>The tool “{tool}” can only run as a background task, and this server does not offer background tasks.</source>
      <translation>“{tool}” aracı yalnızca arka plan görevi olarak çalışabilir ve bu sunucu arka plan görevi sunmuyor.</translation>
    </message>
    <message>
      <location filename="messages" line="call_bad_arguments" />
      <source>The tool “{tool}” did not accept the values it was given: one is missing, of the wrong kind or not allowed. Check the step's arguments; the details show which.</source>
      <translation>“{tool}” aracı kendisine verilen değerleri kabul etmedi: biri eksik, yanlış türde ya da izin verilmeyen bir değer. Adımın bağımsız değişkenlerini denetleyin; hangisi olduğunu ayrıntılarda görebilirsiniz.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_timeout" />
      <source>The tool “{tool}” did not answer within %n second(s). The server may be busy or stuck; try again, or allow more time.</source>
      <translation>
        <numerusform>“{tool}” aracı %n saniye içinde yanıt vermedi. Sunucu meşgul ya da takılmış olabilir; yeniden deneyin ya da daha fazla süre tanıyın.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_silent" />
      <source>The tool “{tool}” gave no sign of life for %n second(s) (no answer, no progress), so it was stopped. The server may be stuck; try again, or allow more time.</source>
      <translation>
        <numerusform>“{tool}” aracı %n saniye boyunca hiçbir yaşam belirtisi göstermedi (yanıt yok, ilerleme yok), bu yüzden durduruldu. Sunucu takılmış olabilir; yeniden deneyin ya da daha fazla süre tanıyın.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="call_step_limit" />
      <source>The tool “{tool}” was still working when the step's time limit of %n second(s) ran out, so it was stopped. Allow the step more time in the recipe's run settings.</source>
      <translation>
        <numerusform>“{tool}” aracı, adımın %n saniyelik süre sınırı dolduğunda hâlâ çalışıyordu, bu yüzden durduruldu. Tarifin çalıştırma ayarlarında adıma daha fazla süre tanıyın.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="ref_step_id_unknown" />
      <source>There is no step with the id “{id}”.</source>
      <translation>Kimliği “{id}” olan bir adım yok.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_param_missing" />
      <source>There is no value for the parameter “{name}”.</source>
      <translation>“{name}” parametresinin değeri yok.</translation>
    </message>
    <message>
      <location filename="messages" line="signout_none" />
      <source>There was no sign-in for {url} to remove.</source>
      <translation>{url} için silinecek bir oturum yoktu.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_array" />
      <source>This needs a JSON list.</source>
      <translation>Burada bir JSON listesi gerekiyor.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_object" />
      <source>This needs a JSON object.</source>
      <translation>Burada bir JSON nesnesi gerekiyor.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_number" />
      <source>This needs a number.</source>
      <translation>Burada bir sayı gerekiyor.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_integer" />
      <source>This needs a whole number.</source>
      <translation>Burada bir tam sayı gerekiyor.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_string" />
      <source>This needs text.</source>
      <translation>Burada metin gerekiyor.</translation>
    </message>
    <message>
      <location filename="messages" line="value_needs_boolean" />
      <source>This needs true or false.</source>
      <translation>Burada true ya da false gerekiyor.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="confirm_head" />
      <source>This run has %n step(s) that can change something:</source>
      <translation>
        <numerusform>Bu çalıştırmada bir şeyi değiştirebilecek %n adım var:</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="step_invalid" />
      <source>This step is not a tool call or a wait; fix it before running.</source>
      <translation>Bu adım ne bir araç çağrısı ne de bir bekleme; çalıştırmadan önce düzeltin.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="rehearsal_fed" />
      <source>This step uses example values from %n earlier step(s): {steps}.</source>
      <translation>
        <numerusform>Bu adım %n önceki adımdan örnek değerler kullanıyor: {steps}.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="run_values_asked" />
      <source>Values for this run:</source>
      <translation>Bu çalıştırma için değerler:</translation>
    </message>
    <message>
      <location filename="messages" line="report_wait" />
      <source>Wait {seconds} s</source>
      <translation>{seconds} sn bekle</translation>
    </message>
    <message>
      <location filename="messages" line="report_when" />
      <source>When</source>
      <translation>Ne zaman</translation>
    </message>
    <message>
      <location filename="messages" line="call_not_mcp" />
      <source>While “{tool}” was waiting for its answer, the server wrote “{line}”, which is not MCP, and no answer came after it. The server may print messages where only MCP belongs; the details show what it wrote.</source>
      <translation>“{tool}” yanıtını beklerken sunucu MCP olmayan “{line}” metnini yazdı ve ardından hiçbir yanıt gelmedi. Sunucu, yalnızca MCP’nin yer alması gereken yere iletiler yazdırıyor olabilir; ayrıntılarda ne yazdığı görünüyor.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_too_deep" />
      <source>With its references filled in, this step's arguments would be nested more than {depth} levels deep, more than can be sent: nothing was sent. Use a smaller part of the earlier results.</source>
      <translation>Başvuruları doldurulduğunda bu adımın bağımsız değişkenleri {depth} düzeyden daha derin iç içe olurdu; bu kadarı gönderilemez: hiçbir şey gönderilmedi. Önceki sonuçların daha küçük bir bölümünü kullanın.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_too_large" />
      <source>With its references filled in, this step's arguments would take {size} characters, more than the {limit} a step may send: nothing was sent. Use a smaller part of the earlier results.</source>
      <translation>Başvuruları doldurulduğunda bu adımın bağımsız değişkenleri {size} karakter tutardı; bu, bir adımın gönderebileceği {limit} karakterden fazla: hiçbir şey gönderilmedi. Önceki sonuçların daha küçük bir bölümünü kullanın.</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_json_array" />
      <source>Write a JSON list, like ["a", "b"], not “{text}”.</source>
      <translation>“{text}” değil, ["a", "b"] gibi bir JSON listesi yazın.</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_json_object" />
      <source>Write a JSON object, like {{"key": "value"}}, not “{text}”.</source>
      <translation>“{text}” değil, {{"anahtar": "değer"}} gibi bir JSON nesnesi yazın.</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_finite" />
      <source>Write a finite number, not “{text}”.</source>
      <translation>“{text}” değil, sonlu bir sayı yazın.</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_number" />
      <source>Write a number, not “{text}”.</source>
      <translation>“{text}” değil, bir sayı yazın.</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_integer" />
      <source>Write a whole number, not “{text}”.</source>
      <translation>“{text}” değil, bir tam sayı yazın.</translation>
    </message>
    <message>
      <location filename="messages" line="value_not_boolean" />
      <source>Write true or false, not “{text}”.</source>
      <translation>“{text}” değil, true ya da false yazın.</translation>
    </message>
    <message>
      <location filename="messages" line="signin_denied" />
      <source>You did not allow Recipe Studio to use {url}, so it was not connected.</source>
      <translation>Recipe Studio'nun {url} adresini kullanmasına izin vermediniz, bu yüzden bağlanılmadı.</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_previews" />
      <source>answers with a preview</source>
      <translation>bir önizlemeyle yanıt verir</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="check_too_few" />
      <source>it has %n item(s)</source>
      <translation>
        <numerusform>%n öğesi var</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="check_missing" />
      <source>it is missing</source>
      <translation>eksik</translation>
    </message>
    <message>
      <location filename="messages" line="check_not_a_list" />
      <source>it is not a list: {actual}</source>
      <translation>bir liste değil: {actual}</translation>
    </message>
    <message>
      <location filename="messages" line="check_not_a_number" />
      <source>it is not a number: {actual}</source>
      <translation>bir sayı değil: {actual}</translation>
    </message>
    <message>
      <location filename="messages" line="check_different" />
      <location filename="messages" line="check_not_contained" />
      <location filename="messages" line="check_too_small" />
      <source>it is {actual}</source>
      <translation>değeri {actual}</translation>
    </message>
    <message>
      <location filename="messages" line="check_stand_in" />
      <source>not checked: the result is an example (rehearsal)</source>
      <translation>denetlenmedi: sonuç bir örnek (prova)</translation>
    </message>
    <message>
      <location filename="messages" line="check_not_run" />
      <source>not checked: the step did not run</source>
      <translation>denetlenmedi: adım çalışmadı</translation>
    </message>
    <message>
      <location filename="messages" line="check_step_failed" />
      <source>the step did not succeed</source>
      <translation>adım başarılı olmadı</translation>
    </message>
    <message>
      <location filename="messages" line="confirm_unknown_tool" />
      <source>unknown tool</source>
      <translation>bilinmeyen araç</translation>
    </message>
    <message>
      <location filename="messages" line="check_line_unchecked" />
      <source>{check}: {reason}.</source>
      <translation>{check}: {reason}.</translation>
    </message>
    <message>
      <location filename="messages" line="tool_failed" />
      <source>{message}</source>
      <translation>{message}</translation>
    </message>
    <message>
      <location filename="messages" line="report_step_time" />
      <source>{ms} ms</source>
      <translation>{ms} ms</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_broken" />
      <source>{name}: cannot be read: {reason}</source>
      <translation>{name}: okunamıyor: {reason}</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_needs_param" />
      <source>{name}: not checked: the parameter “{param}” has no default value to rehearse with</source>
      <translation>{name}: denetlenmedi: “{param}” parametresinin prova için varsayılan değeri yok</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_ok" />
      <source>{name}: ok</source>
      <translation>{name}: tamam</translation>
    </message>
    <message>
      <location filename="messages" line="library_check_failed" />
      <source>{name}: {reason}</source>
      <translation>{name}: {reason}</translation>
    </message>
    <message>
      <location filename="messages" line="check_contains" />
      <source>{path} contains {value}</source>
      <translation>{path}, {value} içerir</translation>
    </message>
    <message>
      <location filename="messages" line="check_equals" />
      <source>{path} equals {value}</source>
      <translation>{path}, {value} değerine eşittir</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="check_min_items" />
      <source>{path} has at least %n item(s)</source>
      <translation>
        <numerusform>{path} en az %n öğe içerir</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="check_at_least" />
      <source>{path} is at least {value}</source>
      <translation>{path} en az {value}</translation>
    </message>
    <message>
      <location filename="messages" line="check_present" />
      <source>{path} is present</source>
      <translation>{path} mevcuttur</translation>
    </message>
    <message>
      <location filename="messages" line="report_seconds" />
      <source>{seconds} s</source>
      <translation>{seconds} sn</translation>
    </message>
    <message>
      <location filename="messages" line="param_not_assignment" />
      <source>“{item}” is not written as NAME=VALUE.</source>
      <translation>“{item}” AD=DEĞER biçiminde yazılmamış.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="serve_cannot_confirm" />
      <source>“{name}” has %n step(s) that change something, and this app cannot ask you to confirm them (it does not support MCP elicitation), so nothing was run. Run it in Recipe Studio instead, or start the server with “recipe-studio serve --allow-changes” to let apps run such recipes without asking.</source>
      <translation>
        <numerusform>“{name}” tarifinde bir şeyleri değiştiren %n adım var ve bu uygulama bunları onaylamanızı isteyemiyor (MCP elicitation desteklemiyor), bu yüzden hiçbir şey çalıştırılmadı. Tarifi Recipe Studio'da çalıştırın ya da uygulamaların bu tür tarifleri sormadan çalıştırabilmesi için sunucuyu “recipe-studio serve --allow-changes” ile başlatın.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="messages" line="param_not_declared" />
      <source>“{name}” is not a parameter of this recipe (its parameters: {known}).</source>
      <translation>“{name}” bu tarifin bir parametresi değil (parametreleri: {known}).</translation>
    </message>
    <message>
      <location filename="messages" line="param_none_declared" />
      <source>“{name}” is not a parameter of this recipe: it has none.</source>
      <translation>“{name}” bu tarifin bir parametresi değil: tarifin hiç parametresi yok.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_malformed" />
      <source>“{text}” is not a valid reference.</source>
      <translation>“{text}” geçerli bir başvuru değil.</translation>
    </message>
    <message>
      <location filename="messages" line="call_page_declined" />
      <source>“{tool}” could not go on: it needed a page on {site} to be opened, and you declined.</source>
      <translation>“{tool}” devam edemedi: {site} üzerindeki bir sayfanın açılması gerekiyordu ve siz reddettiniz.</translation>
    </message>
    <message>
      <location filename="messages" line="call_page_opened" />
      <source>“{tool}” needed a page on {site} to be opened first. Once you have finished on that page, run the step again.</source>
      <translation>“{tool}” için önce {site} üzerindeki bir sayfanın açılması gerekiyordu. O sayfadaki işiniz bitince adımı yeniden çalıştırın.</translation>
    </message>
    <message>
      <location filename="messages" line="ref_missing_key" />
      <source>“{where}” has no “{key}”.</source>
      <translation>“{where}” içinde “{key}” yok.</translation>
    </message>
    <message numerus="yes">
      <location filename="messages" line="ref_short_list" />
      <source>“{where}” has only %n item(s), so there is no item number {wanted}.</source>
      <translation>
        <numerusform>“{where}” içinde yalnızca %n öğe var, bu yüzden {wanted} numaralı öğe yok.</numerusform>
      </translation>
    </message>
  </context>
</TS>
